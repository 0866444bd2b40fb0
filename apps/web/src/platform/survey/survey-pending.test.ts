// @vitest-environment happy-dom
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { GLOBAL_STORE_KEY, OPEN_SURVEYS_CACHE_KEY } from "@/lib/storage/keys";
import {
  SURVEY_PENDING_ATTRIBUTE,
  applySurveyPending,
  surveyPending,
  surveyPendingScript,
} from "./survey-pending";

/** Runs the inline script against stored values; returns whether it marked the page. */
function runScript(open: string | null, global: string | null): boolean {
  const attributes = new Set<string>();
  const storage = (value: string | null, key: string) => ({
    getItem: (asked: string) => (asked === key ? value : null),
  });
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function("sessionStorage", "localStorage", "document", surveyPendingScript())(
    storage(open, OPEN_SURVEYS_CACHE_KEY),
    storage(global, GLOBAL_STORE_KEY),
    document,
  );
  return attributes.has(SURVEY_PENDING_ATTRIBUTE);
}

/** As zustand's persist middleware stores a state. */
const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });
const key = fc.constantFrom("s1", "s2", "s3");

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute(SURVEY_PENDING_ATTRIBUTE);
});

describe("surveyPending", () => {
  it("shows the notice for an open survey not answered yet, and only then", () => {
    expect(surveyPending('["s1"]', null)).toBe(true);
    expect(surveyPending('["s1"]', persisted({ survey: [] }))).toBe(true);
    expect(surveyPending('["s1","s2"]', persisted({ survey: ["s1"] }))).toBe(true);
    expect(surveyPending('["s1"]', persisted({ survey: ["s1"] }))).toBe(false);
    expect(surveyPending("[]", null)).toBe(false);
    // Not asked yet in this session: nothing until the backend has answered.
    expect(surveyPending(null, null)).toBe(false);
  });

  it("shows nothing for broken or foreign stored values, and never throws", () => {
    expect(surveyPending("{broken", null)).toBe(false);
    expect(surveyPending('{"s1":1}', null)).toBe(false);
    expect(surveyPending("[1,null]", null)).toBe(false);
    expect(surveyPending('["s1"]', "{broken")).toBe(false);
    // An empty stored value reads as none, as in the inline script (`getItem(key) || "null"`).
    expect(surveyPending('["s1"]', "")).toBe(true);
    expect(surveyPending("", null)).toBe(false);
    expect(surveyPending('["s1"]', persisted({ survey: "s1" }))).toBe(true);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => typeof surveyPending(a, b) === "boolean"),
    );
  });

  it("the inline script decides as the rule does, on any stored values", () => {
    const stored = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.json(),
      fc.array(fc.oneof(key, fc.integer())).map((a) => JSON.stringify(a)),
    );
    const global = fc.oneof(
      stored,
      fc.array(fc.oneof(key, fc.integer())).map((survey) => persisted({ survey })),
    );
    fc.assert(
      fc.property(stored, global, (open, settings) => {
        expect(runScript(open, settings)).toBe(surveyPending(open, settings));
      }),
      { numRuns: 500 },
    );
  });

  it("marks and unmarks the page from the browser's storage", () => {
    sessionStorage.setItem(OPEN_SURVEYS_CACHE_KEY, '["s1"]');
    applySurveyPending();
    expect(document.documentElement.hasAttribute(SURVEY_PENDING_ATTRIBUTE)).toBe(true);
    localStorage.setItem(GLOBAL_STORE_KEY, persisted({ survey: ["s1"] }));
    applySurveyPending();
    expect(document.documentElement.hasAttribute(SURVEY_PENDING_ATTRIBUTE)).toBe(false);
  });
});
