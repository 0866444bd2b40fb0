/**
 * Account mails as a multipart message: an HTML part with escaped text and clickable links, and a
 * plain-text part with the addresses written out (no markup).
 */
import type { MailLocale } from "./locale";
import { MAIL_TEXTS } from "./texts";

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

type Part = string | { label: string; url: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function composeMail(locale: MailLocale, subject: string, parts: Part[]): Mail {
  const links = parts.filter((part): part is Exclude<Part, string> => typeof part !== "string");
  const text = parts
    .map((part) => (typeof part === "string" ? part : `${part.label}: ${part.url}`))
    .join("\n\n");
  const body = parts.map((part) =>
    typeof part === "string"
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.url)}" style="font-weight:bold">${escapeHtml(part.label)}</a></p>`,
  );
  const addresses = links
    .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`)
    .join("<br>");
  const hint = `<p style="color:#555;font-size:90%">${escapeHtml(MAIL_TEXTS[locale].linkHint)}<br>${addresses}</p>`;
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.5">${body.join("")}${links.length ? hint : ""}</body></html>`;
  return { subject, text, html };
}

const hello = (locale: MailLocale, name: string) =>
  MAIL_TEXTS[locale].hello.replace("{name}", name);

export function confirmationMail(locale: MailLocale, username: string, url: string): Mail {
  const t = MAIL_TEXTS[locale].confirm;
  return composeMail(locale, t.subject, [
    hello(locale, username),
    t.intro,
    { label: t.action, url },
    t.outro,
  ]);
}

export function resetPasswordMail(locale: MailLocale, username: string, url: string): Mail {
  const t = MAIL_TEXTS[locale].reset;
  return composeMail(locale, t.subject, [
    hello(locale, username),
    t.intro,
    { label: t.action, url },
    t.outro,
  ]);
}

export function emailTakenMail(locale: MailLocale, urls: { login: string; forgot: string }): Mail {
  const t = MAIL_TEXTS[locale].emailTaken;
  return composeMail(locale, t.subject, [
    t.intro,
    { label: t.login, url: urls.login },
    { label: t.forgot, url: urls.forgot },
    t.outro,
  ]);
}

export function usernameTakenMail(locale: MailLocale, registerUrl: string): Mail {
  const t = MAIL_TEXTS[locale].usernameTaken;
  return composeMail(locale, t.subject, [t.intro, { label: t.action, url: registerUrl }, t.outro]);
}
