/**
 * The owner's mail of a contact message, built from escaped values: an HTML part of our own (the
 * mail provider would otherwise copy the text into the HTML part, making the visitor's markup
 * live) and a text part. Names and subjects lose control characters and line breaks, so a name
 * cannot forge lines of the mail or its headers.
 */
export interface ContactInput {
  name: unknown;
  email: unknown;
  subject: unknown;
  message: unknown;
  language: unknown;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One line: control characters (line breaks, tabs, NUL, bidi-free C0/C1 and DEL) become spaces. */
export function singleLine(value: unknown): string {
  return String(value ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The message body: line breaks kept, other control characters removed. */
function body(value: unknown): string {
  return String(value ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");
}

export function contactMail(input: ContactInput): { subject: string; text: string; html: string } {
  const name = singleLine(input.name);
  const email = singleLine(input.email);
  const language = singleLine(input.language);
  const subject = singleLine(input.subject);
  const message = body(input.message);
  const text = `From: ${name} <${email}>\nLanguage: ${language}\n\n${message}`;
  const html =
    `<p>From: ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;<br>` +
    `Language: ${escapeHtml(language)}</p>\n` +
    `<pre style="white-space: pre-wrap; font-family: inherit">${escapeHtml(message)}</pre>`;
  return { subject: `[FoE Toolbox contact] ${subject}`, text, html };
}
