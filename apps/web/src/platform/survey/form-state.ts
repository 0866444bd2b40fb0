/**
 * The survey form's state as pure functions: answers (a sortable list starts in its given order,
 * so it always holds a ranking), which questions the user has been in, and the errors shown —
 * those of questions the user has been in, or of every question once the form was sent
 * (validate on input, like the site's other forms), plus the server's until that answer changes.
 */
import {
  answersToSend,
  isAsked,
  validateAnswers,
  visibleQuestions,
  type Answer,
  type AnswerError,
  type Question,
} from "./definition";

export interface SurveyFormState {
  answers: Readonly<Record<string, Answer>>;
  touched: ReadonlySet<string>;
  submitted: boolean;
  serverErrors: Readonly<Record<string, AnswerError>>;
}

export function initialState(questions: readonly Question[]): SurveyFormState {
  const answers: Record<string, Answer> = {};
  for (const question of questions)
    if (question.type === "sortable")
      answers[question.id] = question.items.map((item) => item.value);
  return { answers, touched: new Set(), submitted: false, serverErrors: {} };
}

export function withAnswer(state: SurveyFormState, id: string, answer: Answer): SurveyFormState {
  const { [id]: _cleared, ...serverErrors } = state.serverErrors;
  return {
    ...state,
    answers: { ...state.answers, [id]: answer },
    touched: new Set(state.touched).add(id),
    serverErrors,
  };
}

export function withTouched(state: SurveyFormState, id: string): SurveyFormState {
  return state.touched.has(id) ? state : { ...state, touched: new Set(state.touched).add(id) };
}

/** Every problem of the answers as they would be sent (hidden questions left out). */
export function problems(
  questions: readonly Question[],
  answers: SurveyFormState["answers"],
): Map<string, AnswerError> {
  const result = validateAnswers(questions, answersToSend(questions, answers));
  return new Map(result.ok ? [] : result.errors.map((e) => [e.question, e]));
}

/** The errors to show, by question id, for the questions on screen. */
export function shownErrors(
  questions: readonly Question[],
  state: SurveyFormState,
): Map<string, AnswerError> {
  const all = problems(questions, state.answers);
  const shown = new Map<string, AnswerError>();
  for (const question of visibleQuestions(questions, state.answers)) {
    if (!isAsked(question)) continue;
    const own = all.get(question.id);
    const server = state.serverErrors[question.id];
    if (own && (state.submitted || state.touched.has(question.id))) shown.set(question.id, own);
    else if (server) shown.set(question.id, server);
  }
  return shown;
}

/** The server's problems (400 details) by question, when its answer names them. */
export function serverProblems(body: unknown): Record<string, AnswerError> {
  const errors = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details
    ?.errors;
  const out: Record<string, AnswerError> = {};
  if (!Array.isArray(errors)) return out;
  for (const e of errors as Partial<AnswerError>[]) {
    if (typeof e?.question === "string" && e.question !== "" && typeof e.problem === "string")
      out[e.question] = e as AnswerError;
  }
  return out;
}

export type ErrorMessageKey = "required" | "tooLong" | "incompleteRows" | "invalid";

/** Which translated message describes a problem of a question. */
export function messageKey(error: AnswerError, question: Question): ErrorMessageKey {
  if (error.problem === "required" || error.problem === "tooLong") return error.problem;
  return error.problem === "incomplete" && question.type === "matrix"
    ? "incompleteRows"
    : "invalid";
}
