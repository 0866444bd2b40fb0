/** Texts by locale, kinds of questions, and which questions the answers so far show. */
import type {
  Answer,
  Answers,
  AskedQuestion,
  ChoiceQuestion,
  Condition,
  LocalizedText,
  Question,
} from "./types";

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
