import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LOCALES } from "@/i18n/locales";
import {
  answersToSend,
  isOpen,
  localized,
  parseQuestions,
  parseSurvey,
  validateAnswers,
  visibleQuestions,
  type Answers,
  type LocalizedText,
  type Question,
  type SurveyDefinition,
} from "./definition";

const SEEDS = join(__dirname, "../../../../backend/data/surveys");
const choice = (value: string) => ({ value, label: { en: value } });
const q = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label: { en: id },
  ...extra,
});

function questions(list: unknown[]): Question[] {
  const parsed = parseQuestions(list);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe("the seeded surveys", () => {
  const files = readdirSync(SEEDS).filter((f) => f.endsWith(".json"));

  it("exist and are valid surveys", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const parsed = parseSurvey(JSON.parse(readFileSync(join(SEEDS, file), "utf8")));
      expect(parsed.ok ? "ok" : parsed.error, file).toBe("ok");
    }
  });

  it("have every text in the 16 locales", () => {
    for (const file of files) {
      const parsed = parseSurvey(JSON.parse(readFileSync(join(SEEDS, file), "utf8")));
      if (!parsed.ok) throw new Error(parsed.error);
      const texts: [string, LocalizedText][] = [["title", parsed.value.title]];
      if (parsed.value.description) texts.push(["description", parsed.value.description]);
      for (const question of parsed.value.questions) {
        if (question.type === "html") {
          texts.push([question.id, question.html]);
          continue;
        }
        texts.push([question.id, question.label]);
        if (question.description) texts.push([`${question.id}.description`, question.description]);
        const options =
          question.type === "matrix"
            ? [...question.rows, ...question.columns]
            : question.type === "sortable"
              ? question.items
              : "choices" in question
                ? question.choices
                : [];
        for (const option of options) texts.push([`${question.id}.${option.value}`, option.label]);
      }
      for (const [where, text] of texts)
        expect(Object.keys(text).sort(), `${file} ${where}`).toEqual([...LOCALES].sort());
    }
  });

  it("use every question type, with a conditional question", () => {
    const survey = JSON.parse(readFileSync(join(SEEDS, files[0]!), "utf8")) as SurveyDefinition;
    const types = new Set(survey.questions.map((question) => question.type));
    expect([...types].sort()).toEqual([
      "dropdown",
      "html",
      "long-text",
      "matrix",
      "multiple",
      "short-text",
      "single",
      "sortable",
    ]);
    expect(survey.questions.some((question) => question.when)).toBe(true);
  });
});

describe("parseQuestions", () => {
  const bad: [string, unknown[], RegExp][] = [
    ["no questions", [], /non-empty/],
    ["only HTML", [{ id: "a", type: "html", html: { en: "<p>x</p>" } }], /at least one/],
    ["unknown type", [q("a", "slider")], /type/],
    ["duplicate id", [q("a", "short-text"), q("a", "long-text")], /used twice/],
    ["no English text", [{ id: "a", type: "short-text", label: { de: "x" } }], /"en"/],
    [
      "unknown locale key",
      [{ id: "a", type: "short-text", label: { en: "x", xx_YY: "y" } }],
      /locale/,
    ],
    ["empty choices", [q("a", "single", { choices: [] })], /non-empty/],
    [
      "duplicate choice",
      [q("a", "dropdown", { choices: [choice("x"), choice("x")] })],
      /used twice/,
    ],
    ["text limit too large", [q("a", "long-text", { maxLength: 100_000 })], /maxLength/],
    ["required not a boolean", [q("a", "short-text", { required: "yes" })], /required/],
    [
      "condition on a later question",
      [q("a", "short-text", { when: { question: "b" } }), q("b", "short-text")],
      /earlier/,
    ],
    [
      "condition on HTML",
      [
        { id: "h", type: "html", html: { en: "x" } },
        q("a", "short-text", { when: { question: "h" } }),
      ],
      /html/,
    ],
    [
      "condition value that is no choice",
      [
        q("a", "single", { choices: [choice("x")] }),
        q("b", "short-text", { when: { question: "a", values: ["y"] } }),
      ],
      /not a choice/,
    ],
    [
      "condition values on a text",
      [q("a", "short-text"), q("b", "short-text", { when: { question: "a", values: ["x"] } })],
      /filled/,
    ],
  ];
  for (const [name, list, message] of bad) {
    it(`refuses ${name}`, () => {
      const parsed = parseQuestions(list);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(message);
    });
  }

  it("gives texts their default limits and required false", () => {
    const [short, long] = questions([
      q("a", "short-text"),
      q("b", "long-text", { required: true }),
    ]);
    expect(short).toMatchObject({ maxLength: 200, required: false });
    expect(long).toMatchObject({ maxLength: 2000, required: true });
  });
});

describe("localized", () => {
  it("falls back from the locale to its language, then to English", () => {
    const text = { en: "Hello", pt: "Olá", de: "Hallo" };
    expect(localized(text, "de")).toBe("Hallo");
    expect(localized(text, "pt-BR")).toBe("Olá");
    expect(localized(text, "fr")).toBe("Hello");
  });
});

describe("conditions", () => {
  const list = questions([
    q("pet", "single", { choices: [choice("cat"), choice("dog")] }),
    q("cat-name", "short-text", { when: { question: "pet", values: ["cat"] } }),
    q("why", "long-text", { when: { question: "cat-name" } }),
    q("langs", "multiple", { choices: [choice("en"), choice("de"), choice("fr")] }),
    q("german", "short-text", { when: { question: "langs", values: ["de", "fr"] } }),
  ]);
  const ids = (answers: Answers) => visibleQuestions(list, answers).map((question) => question.id);

  it("show a question when its source holds one of the values, or is filled", () => {
    expect(ids({})).toEqual(["pet", "langs"]);
    expect(ids({ pet: "cat" })).toEqual(["pet", "cat-name", "langs"]);
    expect(ids({ pet: "cat", "cat-name": "Tom" })).toEqual(["pet", "cat-name", "why", "langs"]);
    expect(ids({ langs: ["en", "fr"] })).toEqual(["pet", "langs", "german"]);
    expect(ids({ langs: ["en"], "cat-name": "  " })).toEqual(["pet", "langs"]);
  });

  it("hide a question whose source is hidden, even with an answer left behind", () => {
    expect(ids({ pet: "dog", "cat-name": "Tom" })).toEqual(["pet", "langs"]);
    expect(answersToSend(list, { pet: "dog", "cat-name": "Tom", why: "x" })).toEqual({
      pet: "dog",
    });
  });
});

describe("validateAnswers", () => {
  const list = questions([
    { id: "intro", type: "html", html: { en: "<p>Hi</p>" } },
    q("colour", "single", { required: true, choices: [choice("red"), choice("blue")] }),
    q("why", "short-text", {
      required: true,
      maxLength: 5,
      when: { question: "colour", values: ["blue"] },
    }),
    q("pets", "multiple", { choices: [choice("cat"), choice("dog")] }),
    q("size", "dropdown", { choices: [choice("s"), choice("m")] }),
    q("grid", "matrix", {
      required: true,
      rows: [choice("a"), choice("b")],
      columns: [choice("yes"), choice("no")],
    }),
    q("loose", "matrix", {
      rows: [choice("a"), choice("b")],
      columns: [choice("yes"), choice("no")],
    }),
    q("order", "sortable", { required: true, items: [choice("x"), choice("y")] }),
  ]);
  const valid = { colour: "blue", why: " sky ", grid: { a: "yes", b: "no" }, order: ["y", "x"] };
  const problems = (answers: unknown) => {
    const result = validateAnswers(list, answers);
    return result.ok ? [] : result.errors.map((e) => `${e.question}:${e.problem}`);
  };

  it("accepts valid answers, trims texts, orders multiple choices, drops empty answers", () => {
    const result = validateAnswers(list, { ...valid, pets: ["dog", "cat"], size: "", loose: {} });
    expect(result).toEqual({ ok: true, answers: { ...valid, why: "sky", pets: ["cat", "dog"] } });
  });

  it("reports each problem with its question", () => {
    expect(problems({})).toEqual(["colour:required", "grid:required", "order:required"]);
    expect(problems({ ...valid, why: "" })).toEqual(["why:required"]);
    expect(problems({ ...valid, why: "much too long" })).toEqual(["why:tooLong"]);
    expect(problems({ ...valid, colour: "red" })).toEqual(["why:notShown"]);
    expect(problems({ ...valid, colour: "green" })).toEqual([
      "colour:unknownChoice",
      "why:notShown",
    ]);
    expect(problems({ ...valid, colour: 3 })).toEqual(["colour:invalid", "why:notShown"]);
    expect(problems({ ...valid, intro: "x", extra: "y" })).toEqual([
      "intro:unknownQuestion",
      "extra:unknownQuestion",
    ]);
    expect(problems({ ...valid, pets: ["cat", "cat"] })).toEqual(["pets:invalid"]);
    expect(problems({ ...valid, pets: ["bird"] })).toEqual(["pets:unknownChoice"]);
    expect(problems({ ...valid, size: ["s"] })).toEqual(["size:invalid"]);
    expect(problems({ ...valid, grid: { a: "yes" } })).toEqual(["grid:incomplete"]);
    expect(problems({ ...valid, loose: { a: "maybe" } })).toEqual(["loose:unknownChoice"]);
    expect(problems({ ...valid, loose: { c: "yes" } })).toEqual(["loose:invalid"]);
    expect(problems({ ...valid, order: ["x"] })).toEqual(["order:incomplete"]);
    expect(problems({ ...valid, order: ["x", "x"] })).toEqual(["order:incomplete"]);
    expect(problems("text")).toEqual([":invalid"]);
    expect(problems([valid])).toEqual([":invalid"]);
  });

  it("counts characters, not UTF-16 units, against the limit", () => {
    expect(problems({ ...valid, why: "🐱🐱🐱🐱🐱" })).toEqual([]);
    expect(problems({ ...valid, why: "🐱🐱🐱🐱🐱🐱" })).toEqual(["why:tooLong"]);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answers) => {
        validateAnswers(list, answers);
        validateAnswers(list, {
          ...valid,
          ...(typeof answers === "object" && answers && !Array.isArray(answers) ? answers : {}),
        });
      }),
    );
  });

  it("what the site sends never answers a hidden or unknown question", () => {
    const value = fc.oneof(
      fc.constantFrom("red", "blue", "green", "cat", "dog", "s", "x", "y", "", " sky "),
      fc.string(),
    );
    const answer = fc.oneof(
      value,
      fc.array(value, { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("a", "b"), value),
    );
    const answers = fc.dictionary(
      fc.constantFrom("colour", "why", "pets", "size", "grid", "loose", "order"),
      answer,
    );
    fc.assert(
      fc.property(answers, (given) => {
        const result = validateAnswers(list, answersToSend(list, given));
        if (!result.ok)
          for (const error of result.errors)
            expect(["notShown", "unknownQuestion"]).not.toContain(error.problem);
      }),
    );
  });
});

describe("isOpen", () => {
  const now = new Date("2026-11-15T12:00:00Z");
  it("needs the survey active and now within [opensAt, closesAt)", () => {
    expect(isOpen({ active: true }, now)).toBe(true);
    expect(isOpen({ active: false }, now)).toBe(false);
    expect(isOpen({ active: true, opensAt: "2026-11-15T12:00:00Z", closesAt: null }, now)).toBe(
      true,
    );
    expect(isOpen({ active: true, opensAt: "2026-11-15T12:00:01Z" }, now)).toBe(false);
    expect(isOpen({ active: true, closesAt: "2026-11-15T12:00:00Z" }, now)).toBe(false);
    expect(isOpen({ active: true, closesAt: "2026-11-16T00:00:00Z" }, now)).toBe(true);
  });
});
