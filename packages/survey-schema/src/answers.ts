/** Checking a response against its survey, and what the site sends. */
import { isAsked, isFilled, visibleQuestions } from "./questions";
import { isRecord } from "./record";
import {
  MAX_ANSWERS_BYTES,
  type Answer,
  type Answers,
  type AskedQuestion,
  type Question,
} from "./types";

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
