/**
 * Reading a survey definition (a stored survey, or its questions): every field is checked and a
 * readable problem with its path is returned instead of throwing.
 */
import { hasChoices, isAsked } from "./questions";
import { isRecord } from "./record";
import {
  LIMITS,
  QUESTION_TYPES,
  type Asked,
  type Base,
  type Choice,
  type Condition,
  type LocalizedText,
  type Question,
  type SurveyDefinition,
} from "./types";

const ID = /^[a-z][a-z0-9_-]{0,39}$/i;
const KEY = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

class DefinitionError extends Error {}

function fail(path: string, problem: string): never {
  throw new DefinitionError(`${path}: ${problem}`);
}

function readText(value: unknown, path: string, max: number): LocalizedText {
  if (!isRecord(value)) fail(path, "must be an object of texts by locale");
  const text: Record<string, string> = {};
  for (const [locale, entry] of Object.entries(value)) {
    if (!LOCALE.test(locale)) fail(`${path}.${locale}`, "is not a locale code");
    if (typeof entry !== "string" || entry.trim() === "")
      fail(`${path}.${locale}`, "must be a non-empty text");
    if (entry.length > max) fail(`${path}.${locale}`, `is longer than ${max} characters`);
    text[locale] = entry;
  }
  if (!("en" in text)) fail(path, 'needs an "en" text');
  return text;
}

function readChoices(value: unknown, path: string): Choice[] {
  if (!Array.isArray(value) || value.length === 0) fail(path, "must be a non-empty list");
  if (value.length > LIMITS.choices) fail(path, `may hold at most ${LIMITS.choices} entries`);
  const seen = new Set<string>();
  return value.map((entry, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(entry)) fail(at, "must be an object");
    if (typeof entry.value !== "string" || !ID.test(entry.value))
      fail(`${at}.value`, "must be an identifier (letters, digits, - and _)");
    if (seen.has(entry.value)) fail(`${at}.value`, `"${entry.value}" is used twice`);
    seen.add(entry.value);
    return { value: entry.value, label: readText(entry.label, `${at}.label`, LIMITS.label) };
  });
}

function readCondition(
  value: unknown,
  path: string,
  earlier: ReadonlyMap<string, Question>,
): Condition {
  if (!isRecord(value)) return fail(path, "must be an object");
  const source = typeof value.question === "string" ? earlier.get(value.question) : undefined;
  if (!source) return fail(`${path}.question`, "must name an earlier question");
  if (source.type === "html" || source.type === "matrix" || source.type === "sortable") {
    return fail(`${path}.question`, `cannot depend on a ${source.type} question`);
  }
  const { values } = value;
  if (values === undefined) return { question: source.id };
  if (!hasChoices(source))
    return fail(`${path}.values`, "a text question can only be tested for being filled");
  if (!Array.isArray(values) || values.length === 0)
    return fail(`${path}.values`, "must be a non-empty list");
  const known = new Set(source.choices.map((c) => c.value));
  return {
    question: source.id,
    values: values.map((v: unknown, i) => {
      if (typeof v !== "string" || !known.has(v))
        return fail(`${path}.values[${i}]`, `is not a choice of "${source.id}"`);
      return v;
    }),
  };
}

function readQuestion(
  value: unknown,
  path: string,
  earlier: ReadonlyMap<string, Question>,
): Question {
  if (!isRecord(value)) fail(path, "must be an object");
  const { id, type } = value;
  if (typeof id !== "string" || !ID.test(id))
    fail(`${path}.id`, "must be an identifier (letters, digits, - and _)");
  if (earlier.has(id)) fail(`${path}.id`, `"${id}" is used twice`);
  if (typeof type !== "string" || !(QUESTION_TYPES as readonly string[]).includes(type)) {
    fail(`${path}.type`, `must be one of ${QUESTION_TYPES.join(", ")}`);
  }
  const base: Base =
    value.when === undefined
      ? { id }
      : { id, when: readCondition(value.when, `${path}.when`, earlier) };
  if (type === "html")
    return { ...base, type, html: readText(value.html, `${path}.html`, LIMITS.html) };

  if (value.required !== undefined && typeof value.required !== "boolean")
    fail(`${path}.required`, "must be true or false");
  const asked: Asked = {
    ...base,
    label: readText(value.label, `${path}.label`, LIMITS.label),
    ...(value.description === undefined
      ? {}
      : { description: readText(value.description, `${path}.description`, LIMITS.label) }),
    required: value.required === true,
  };
  switch (type) {
    case "single":
    case "multiple":
    case "dropdown":
      return { ...asked, type, choices: readChoices(value.choices, `${path}.choices`) };
    case "short-text":
    case "long-text": {
      const fallback = type === "short-text" ? LIMITS.shortText : LIMITS.longText;
      const max = value.maxLength ?? fallback;
      if (
        typeof max !== "number" ||
        !Number.isInteger(max) ||
        max < 1 ||
        max > LIMITS.textMaxLength
      ) {
        fail(`${path}.maxLength`, `must be a whole number from 1 to ${LIMITS.textMaxLength}`);
      }
      return { ...asked, type, maxLength: max };
    }
    case "matrix":
      return {
        ...asked,
        type,
        rows: readChoices(value.rows, `${path}.rows`),
        columns: readChoices(value.columns, `${path}.columns`),
      };
    default:
      return { ...asked, type: "sortable", items: readChoices(value.items, `${path}.items`) };
  }
}

function attempt<T>(read: () => T): ParseResult<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof DefinitionError) return { ok: false, error: error.message };
    throw error;
  }
}

function readQuestions(value: unknown): Question[] {
  if (!Array.isArray(value) || value.length === 0) fail("questions", "must be a non-empty list");
  if (value.length > LIMITS.questions)
    fail("questions", `may hold at most ${LIMITS.questions} questions`);
  const earlier = new Map<string, Question>();
  const questions = value.map((entry, i) => {
    const question = readQuestion(entry, `questions[${i}]`, earlier);
    earlier.set(question.id, question);
    return question;
  });
  if (!questions.some(isAsked)) fail("questions", "must ask at least one question");
  return questions;
}

/** Reads a list of questions (e.g. the `questions` JSON of a stored survey). */
export function parseQuestions(value: unknown): ParseResult<Question[]> {
  return attempt(() => readQuestions(value));
}

/** Reads a text by locale (a survey's title or description). */
export function parseText(
  value: unknown,
  name: string,
  max: number = LIMITS.label,
): ParseResult<LocalizedText> {
  return attempt(() => readText(value, name, max));
}

/** Reads a whole survey: key, title, optional description and questions. */
export function parseSurvey(value: unknown): ParseResult<SurveyDefinition> {
  return attempt(() => {
    if (!isRecord(value)) fail("survey", "must be an object");
    if (typeof value.key !== "string" || !KEY.test(value.key))
      fail("key", "must be letters, digits, - and _ (at most 100)");
    const title = readText(value.title, "title", LIMITS.label);
    const description =
      value.description == null
        ? undefined
        : readText(value.description, "description", LIMITS.html);
    return {
      key: value.key,
      title,
      ...(description ? { description } : {}),
      questions: readQuestions(value.questions),
    };
  });
}
