/**
 * A survey's texts cut down to one locale (with the fallbacks `localized` uses: its language, then
 * English), so the public list sends a visitor only what they can read. The shape stays that of
 * survey.ts, so the site parses it as it is.
 */
type Texts = Record<string, unknown>;

const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

export function isLocale(value: unknown): value is string {
  return typeof value === "string" && LOCALE.test(value);
}

function pick(text: unknown, keep: readonly string[]): unknown {
  if (!text || typeof text !== "object" || Array.isArray(text)) return text;
  const out: Texts = {};
  for (const key of keep) if (key in (text as Texts)) out[key] = (text as Texts)[key];
  return out;
}

const TEXT_FIELDS = ["label", "description", "html"];
const CHOICE_LISTS = ["choices", "rows", "columns", "items"];

function pickQuestion(question: unknown, keep: readonly string[]): unknown {
  if (!question || typeof question !== "object" || Array.isArray(question)) return question;
  const out: Texts = { ...(question as Texts) };
  for (const field of TEXT_FIELDS) if (field in out) out[field] = pick(out[field], keep);
  for (const list of CHOICE_LISTS) {
    const entries = out[list];
    if (Array.isArray(entries))
      out[list] = entries.map((entry: unknown) =>
        entry && typeof entry === "object" && !Array.isArray(entry)
          ? { ...(entry as Texts), label: pick((entry as Texts).label, keep) }
          : entry,
      );
  }
  return out;
}

export function surveyForLocale<T extends Texts>(survey: T, locale: string): T {
  const keep = [...new Set([locale, locale.split("-")[0] ?? locale, "en"])];
  const out: Texts = { ...survey };
  if ("title" in out) out.title = pick(out.title, keep);
  if ("description" in out) out.description = pick(out.description, keep);
  if (Array.isArray(out.questions))
    out.questions = out.questions.map((q: unknown) => pickQuestion(q, keep));
  return out as T;
}
