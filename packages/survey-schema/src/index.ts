/**
 * The survey format, shared by the backend (checks a survey when it is saved, and every response
 * against its survey) and the site (renders the survey and checks the answers before sending).
 * Dependency-free and strictly typed so that both builds can compile it.
 *
 * A survey is a list of questions; texts are maps from locale to text with an `en` default. A
 * question may be conditional: shown only when an earlier question's answer is filled or holds
 * one of the given values. Answers are keyed by question id:
 * - single choice, dropdown, short and long text: a string;
 * - multiple choice: the chosen values; sortable list: every item's value, in the chosen order;
 * - matrix: one column value per row value.
 */

export type LocalizedText = Readonly<Record<string, string>>;

export interface Choice {
  value: string;
  label: LocalizedText;
}

export interface Condition {
  /** An earlier question (single, multiple, dropdown, short or long text). */
  question: string;
  /** Shown when the answer is (or, for multiple choice, contains) one of these; absent: when it is filled. */
  values?: readonly string[];
}

interface Base {
  id: string;
  when?: Condition;
}

interface Asked extends Base {
  label: LocalizedText;
  description?: LocalizedText;
  required: boolean;
}

export interface HtmlBlock extends Base {
  type: "html";
  html: LocalizedText;
}
export interface ChoiceQuestion extends Asked {
  type: "single" | "multiple" | "dropdown";
  choices: readonly Choice[];
}
export interface TextQuestion extends Asked {
  type: "short-text" | "long-text";
  maxLength: number;
}
export interface MatrixQuestion extends Asked {
  type: "matrix";
  rows: readonly Choice[];
  columns: readonly Choice[];
}
export interface SortableQuestion extends Asked {
  type: "sortable";
  items: readonly Choice[];
}

export type Question =
  HtmlBlock | ChoiceQuestion | TextQuestion | MatrixQuestion | SortableQuestion;
export type AskedQuestion = Exclude<Question, HtmlBlock>;
export type QuestionType = Question["type"];

export interface SurveyDefinition {
  key: string;
  title: LocalizedText;
  description?: LocalizedText;
  questions: readonly Question[];
}

export type Answer = string | readonly string[] | Readonly<Record<string, string>>;
export type Answers = Readonly<Record<string, Answer>>;

export const QUESTION_TYPES: readonly QuestionType[] = [
  "html",
  "single",
  "multiple",
  "dropdown",
  "short-text",
  "long-text",
  "matrix",
  "sortable",
];
export const MAX_ANSWERS_BYTES = 64 * 1024;
export const LIMITS = {
  questions: 60,
  choices: 40,
  /** Longest answer a text question may allow. */
  textMaxLength: 5000,
  /** Default longest answer of short and long texts. */
  shortText: 200,
  longText: 2000,
  /** Longest label, and longest HTML block, of any locale. */
  label: 1000,
  html: 20_000,
} as const;

const ID = /^[a-z][a-z0-9_-]{0,39}$/i;
const KEY = /^[a-z0-9][a-z0-9_-]{0,99}$/i;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

// ---------------------------------------------------------------- reading a definition

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

class DefinitionError extends Error {}

function fail(path: string, problem: string): never {
  throw new DefinitionError(`${path}: ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
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

// ---------------------------------------------------------------- texts and conditions

/** The text of `locale`, else of its language (pt-BR → pt), else English. */
export function localized(text: LocalizedText, locale: string): string {
  return text[locale] ?? text[locale.split("-")[0] ?? ""] ?? text.en ?? "";
}

export function isAsked(question: Question): question is AskedQuestion {
  return question.type !== "html";
}

export function hasChoices(question: Question): question is ChoiceQuestion {
  return question.type === "single" || question.type === "multiple" || question.type === "dropdown";
}

/** Whether an answer holds something (empty texts, lists and matrices count as unanswered). */
export function isFilled(answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === "string") return answer.trim() !== "";
  if (Array.isArray(answer)) return answer.length > 0;
  return Object.keys(answer).length > 0;
}

function conditionMet(condition: Condition, answers: Answers): boolean {
  const answer = answers[condition.question];
  if (!isFilled(answer)) return false;
  if (!condition.values) return true;
  const given = typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : [];
  return given.some((v) => condition.values!.includes(v));
}

/** The questions shown for these answers: a conditional one needs its source shown and its condition met. */
export function visibleQuestions(questions: readonly Question[], answers: Answers): Question[] {
  const shown = new Set<string>();
  return questions.filter((q) => {
    const visible = !q.when || (shown.has(q.when.question) && conditionMet(q.when, answers));
    if (visible) shown.add(q.id);
    return visible;
  });
}

// ---------------------------------------------------------------- checking answers

export type AnswerProblem =
  | "required"
  | "invalid"
  | "unknownChoice"
  | "tooLong"
  | "incomplete"
  | "notShown"
  | "unknownQuestion";

export interface AnswerError {
  question: string;
  problem: AnswerProblem;
  /** The allowed length of a `tooLong` answer. */
  maxLength?: number;
}

export type AnswersResult = { ok: true; answers: Answers } | { ok: false; errors: AnswerError[] };

function textLength(text: string): number {
  return [...text].length;
}

/** Checks one filled answer of a shown question; returns the cleaned answer or a problem. */
function checkAnswer(
  question: AskedQuestion,
  answer: unknown,
): { answer: Answer } | { problem: AnswerProblem; maxLength?: number } {
  switch (question.type) {
    case "single":
    case "dropdown":
      if (typeof answer !== "string") return { problem: "invalid" };
      return question.choices.some((c) => c.value === answer)
        ? { answer }
        : { problem: "unknownChoice" };
    case "multiple": {
      if (!Array.isArray(answer) || !answer.every((v) => typeof v === "string"))
        return { problem: "invalid" };
      if (new Set(answer).size !== answer.length) return { problem: "invalid" };
      const known = new Set(question.choices.map((c) => c.value));
      if (!answer.every((v) => known.has(v))) return { problem: "unknownChoice" };
      // Stored in the survey's order, whatever order they were ticked in.
      return { answer: question.choices.map((c) => c.value).filter((v) => answer.includes(v)) };
    }
    case "short-text":
    case "long-text": {
      if (typeof answer !== "string") return { problem: "invalid" };
      const text = answer.trim();
      return textLength(text) > question.maxLength
        ? { problem: "tooLong", maxLength: question.maxLength }
        : { answer: text };
    }
    case "matrix": {
      if (!isRecord(answer)) return { problem: "invalid" };
      const cleaned: Record<string, string> = {};
      for (const [row, column] of Object.entries(answer)) {
        if (!question.rows.some((r) => r.value === row) || typeof column !== "string")
          return { problem: "invalid" };
        if (!question.columns.some((c) => c.value === column)) return { problem: "unknownChoice" };
        cleaned[row] = column;
      }
      if (question.required && Object.keys(cleaned).length < question.rows.length)
        return { problem: "incomplete" };
      return { answer: cleaned };
    }
    case "sortable": {
      if (!Array.isArray(answer) || !answer.every((v) => typeof v === "string"))
        return { problem: "invalid" };
      const items = question.items.map((i) => i.value);
      const permutation =
        answer.length === items.length &&
        new Set(answer).size === answer.length &&
        items.every((v) => answer.includes(v));
      return permutation ? { answer: [...answer] } : { problem: "incomplete" };
    }
  }
}

function isEmptyAnswer(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === "string") return answer.trim() === "";
  if (Array.isArray(answer)) return answer.length === 0;
  return isRecord(answer) && Object.keys(answer).length === 0;
}

/**
 * Checks answers against the questions: every key is a question, shown for these answers, with a
 * valid answer; every shown required question is answered. Empty answers count as none. Returns the
 * cleaned answers (texts trimmed, empty ones dropped) or every problem found.
 */
export function validateAnswers(questions: readonly Question[], input: unknown): AnswersResult {
  if (!isRecord(input)) return { ok: false, errors: [{ question: "", problem: "invalid" }] };
  const errors: AnswerError[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given: Record<string, unknown> = {};
  for (const [id, answer] of Object.entries(input)) {
    const question = byId.get(id);
    if (!question || !isAsked(question)) errors.push({ question: id, problem: "unknownQuestion" });
    else if (!isEmptyAnswer(answer)) given[id] = answer;
  }
  // Conditions are decided on the answers as given; a malformed source answer is reported itself.
  const visible = new Set(visibleQuestions(questions, given as Answers).map((q) => q.id));
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    if (!isAsked(question)) continue;
    const answer = given[question.id];
    if (!visible.has(question.id)) {
      if (answer !== undefined) errors.push({ question: question.id, problem: "notShown" });
      continue;
    }
    if (answer === undefined) {
      if (question.required) errors.push({ question: question.id, problem: "required" });
      continue;
    }
    const checked = checkAnswer(question, answer);
    if ("problem" in checked) errors.push({ question: question.id, ...checked });
    else if (isFilled(checked.answer)) answers[question.id] = checked.answer;
    else if (question.required) errors.push({ question: question.id, problem: "required" });
  }
  if (errors.length === 0 && JSON.stringify(answers).length > MAX_ANSWERS_BYTES) {
    errors.push({ question: "", problem: "tooLong", maxLength: MAX_ANSWERS_BYTES });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers };
}

/** The answers of the shown questions only (what the site sends once conditions hide some). */
export function answersToSend(questions: readonly Question[], answers: Answers): Answers {
  const out: Record<string, Answer> = {};
  for (const question of visibleQuestions(questions, answers)) {
    const answer = answers[question.id];
    if (isAsked(question) && answer !== undefined && isFilled(answer)) out[question.id] = answer;
  }
  return out;
}

// ---------------------------------------------------------------- opening times

export interface Schedule {
  active: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
}

/** Open: active, and `now` within [opensAt, closesAt) where a missing bound is unbounded. */
export function isOpen({ active, opensAt, closesAt }: Schedule, now: Date): boolean {
  if (!active) return false;
  if (opensAt && Date.parse(opensAt) > now.getTime()) return false;
  if (closesAt && Date.parse(closesAt) <= now.getTime()) return false;
  return true;
}
