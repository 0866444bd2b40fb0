import { describe, expect, it } from "vitest";
import {
  defaultThreadHelperState,
  MAX_MARKS,
  MAX_THREAD_TEXT,
  offerId,
  sanitizeThreadHelper,
  withMark,
  withText,
} from "./thread-helper-state";

describe("sanitizeThreadHelper", () => {
  it("gives the defaults for nothing or junk", () => {
    for (const stored of [undefined, null, 3, "text", [], { text: 5, marks: [], rules: "x" }])
      expect(sanitizeThreadHelper(stored)).toEqual(defaultThreadHelperState());
  });

  it("keeps a valid state as it is", () => {
    const state = {
      text: "Obs 9 → 10 P1(124)",
      marks: { "Observatory|10|1|124": "taken", "The_Arc|80|3|500": "skipped" },
      rules: "live",
      arcBonusGold: 12.5,
    };
    expect(sanitizeThreadHelper(JSON.parse(JSON.stringify(state)))).toEqual(state);
    // A stored rules field of old is not read: the rules are the site's setting.
    expect(sanitizeThreadHelper({ ...state, rules: "prestige" })).toEqual(state);
  });

  it("drops unknown marks, cuts the text and keeps only the newest marks", () => {
    const marks: Record<string, unknown> = {
      a: "taken",
      b: "done",
      c: 1,
      ["x".repeat(300)]: "taken",
    };
    for (let i = 0; i < MAX_MARKS + 5; i++) marks[`m${i}`] = "skipped";
    const state = sanitizeThreadHelper({
      text: "y".repeat(MAX_THREAD_TEXT + 10),
      marks,
      arcBonusGold: -4,
    });
    expect(state.text).toHaveLength(MAX_THREAD_TEXT);
    expect(Object.keys(state.marks)).toHaveLength(MAX_MARKS);
    expect(state.marks.a).toBeUndefined();
    expect(state.marks[`m${MAX_MARKS + 4}`]).toBe("skipped");
    expect(state.arcBonusGold).toBe(0);
    expect(state.rules).toBe("live");
  });
});

describe("marks", () => {
  it("identify an offer by GB, level, place and amount, not by its line", () => {
    const offer = { gb: "Observatory", level: 10, place: 1, amount: 124 } as const;
    expect(offerId(offer)).toBe("Observatory|10|1|124");
    expect(offerId({ ...offer, line: 9 } as typeof offer)).toBe(offerId(offer));
    expect(offerId({ ...offer, level: null, amount: null })).toBe("Observatory|-|1|-");
  });

  it("are set, replaced and cleared; a mark set again becomes the newest", () => {
    let state = withMark(defaultThreadHelperState(), "a", "taken");
    state = withMark(state, "b", "skipped");
    state = withMark(state, "a", "skipped");
    expect(state.marks).toEqual({ b: "skipped", a: "skipped" });
    expect(Object.keys(state.marks)).toEqual(["b", "a"]);
    expect(withMark(state, "b", null).marks).toEqual({ a: "skipped" });
  });

  it("stay within MAX_MARKS, the oldest going first", () => {
    let state = defaultThreadHelperState();
    for (let i = 0; i <= MAX_MARKS; i++) state = withMark(state, `m${i}`, "taken");
    expect(Object.keys(state.marks)).toHaveLength(MAX_MARKS);
    expect(state.marks.m0).toBeUndefined();
  });

  it("are kept when the text changes; the text is cut to MAX_THREAD_TEXT", () => {
    const state = withMark(defaultThreadHelperState(), "a", "taken");
    const next = withText(state, "z".repeat(MAX_THREAD_TEXT + 1));
    expect(next.marks).toEqual({ a: "taken" });
    expect(next.text).toHaveLength(MAX_THREAD_TEXT);
  });
});
