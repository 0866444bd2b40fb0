/**
 * The survey format's types and limits, shared by the backend (checks a survey when it is saved, and every response
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

/** What every question has (the parser builds on it). */
export interface Base {
  id: string;
  when?: Condition;
}

/** What every question that asks something has. */
export interface Asked extends Base {
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
