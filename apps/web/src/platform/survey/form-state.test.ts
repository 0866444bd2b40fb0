import { describe, expect, it } from "vitest";
import { parseQuestions, type Question } from "./definition";
import {
  initialState,
  messageKey,
  problems,
  serverProblems,
  shownErrors,
  withAnswer,
  withTouched,
} from "./form-state";

const choice = (value: string) => ({ value, label: { en: value } });
const parsed = parseQuestions([
  {
    id: "colour",
    type: "single",
    label: { en: "Colour" },
    required: true,
    choices: [choice("red"), choice("blue")],
  },
  {
    id: "why",
    type: "short-text",
    label: { en: "Why" },
    required: true,
    maxLength: 3,
    when: { question: "colour", values: ["blue"] },
  },
  {
    id: "grid",
    type: "matrix",
    label: { en: "Grid" },
    required: true,
    rows: [choice("a"), choice("b")],
    columns: [choice("y"), choice("n")],
  },
  {
    id: "rank",
    type: "sortable",
    label: { en: "Rank" },
    required: true,
    items: [choice("x"), choice("y"), choice("z")],
  },
]);
if (!parsed.ok) throw new Error(parsed.error);
const questions: Question[] = parsed.value;
const ids = (map: Map<string, { problem: string }>) =>
  [...map].map(([id, e]) => `${id}:${e.problem}`);

describe("survey form state", () => {
  it("starts with every sortable list in its given order", () => {
    expect(initialState(questions).answers).toEqual({ rank: ["x", "y", "z"] });
  });

  it("shows errors only for questions the user has been in, until the form is sent", () => {
    let state = initialState(questions);
    expect(ids(problems(questions, state.answers))).toEqual(["colour:required", "grid:required"]);
    expect(ids(shownErrors(questions, state))).toEqual([]);
    state = withTouched(state, "colour");
    expect(ids(shownErrors(questions, state))).toEqual(["colour:required"]);
    state = withAnswer(state, "colour", "blue");
    // The conditional question appears; the user has not been in it yet.
    expect(ids(shownErrors(questions, state))).toEqual([]);
    state = { ...state, submitted: true };
    expect(ids(shownErrors(questions, state))).toEqual(["why:required", "grid:required"]);
    state = withAnswer(withAnswer(state, "why", "long"), "grid", { a: "y" });
    expect(ids(shownErrors(questions, state))).toEqual(["why:tooLong", "grid:incomplete"]);
  });

  it("hides the errors of questions a condition hides", () => {
    const state = { ...withAnswer(initialState(questions), "colour", "red"), submitted: true };
    expect(ids(shownErrors(questions, withAnswer(state, "why", "too long")))).toEqual([
      "grid:required",
    ]);
  });

  it("keeps the server's errors beside their question until that answer changes", () => {
    const body = {
      error: {
        details: {
          errors: [
            { question: "grid", problem: "unknownChoice" },
            { question: "", problem: "invalid" },
            "junk",
          ],
        },
      },
    };
    const server = serverProblems(body);
    expect(Object.keys(server)).toEqual(["grid"]);
    let state = {
      ...withAnswer(withAnswer(initialState(questions), "colour", "red"), "grid", {
        a: "y",
        b: "n",
      }),
      serverErrors: server,
    };
    expect(ids(shownErrors(questions, state))).toEqual(["grid:unknownChoice"]);
    state = withAnswer(state, "grid", { a: "n", b: "n" });
    expect(ids(shownErrors(questions, state))).toEqual([]);
    expect(serverProblems(null)).toEqual({});
    expect(serverProblems({ error: { details: {} } })).toEqual({});
  });

  it("names a message for each problem", () => {
    const [colour, why, grid, rank] = questions as [Question, Question, Question, Question];
    expect(messageKey({ question: "colour", problem: "required" }, colour)).toBe("required");
    expect(messageKey({ question: "why", problem: "tooLong", maxLength: 3 }, why)).toBe("tooLong");
    expect(messageKey({ question: "grid", problem: "incomplete" }, grid)).toBe("incompleteRows");
    expect(messageKey({ question: "rank", problem: "incomplete" }, rank)).toBe("invalid");
    expect(messageKey({ question: "colour", problem: "unknownChoice" }, colour)).toBe("invalid");
  });
});
