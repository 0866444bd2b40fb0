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
export {
  LIMITS,
  MAX_ANSWERS_BYTES,
  QUESTION_TYPES,
  type Answer,
  type Answers,
  type AskedQuestion,
  type Choice,
  type ChoiceQuestion,
  type Condition,
  type HtmlBlock,
  type LocalizedText,
  type MatrixQuestion,
  type Question,
  type QuestionType,
  type SortableQuestion,
  type SurveyDefinition,
  type TextQuestion,
} from "./types";
export { parseQuestions, parseSurvey, parseText, type ParseResult } from "./parse";
export { hasChoices, isAsked, isFilled, localized, visibleQuestions } from "./questions";
export {
  answersToSend,
  validateAnswers,
  type AnswerError,
  type AnswerProblem,
  type AnswersResult,
} from "./answers";
export { isOpen, type Schedule } from "./schedule";
export { DEFAULT_SITE_LOCALE, PREFIXED_LOCALES, SITE_LOCALES, type SiteLocale } from "./locales";
