import { describe, expect, it } from "vitest";
import {
  effectiveStep,
  formatForInput,
  isAllowedKey,
  numberProblem,
  parseNumberText,
  roundToStep,
  stepDecimals,
  stepValue,
  wholeStep,
} from "./number-input-logic";

describe("number input behaviour (docs/site.md §13)", () => {
  it("parses dot and comma decimals, empty, and junk", () => {
    expect(parseNumberText("12")).toBe(12);
    expect(parseNumberText("1,5")).toBe(1.5);
    expect(parseNumberText("1.5")).toBe(1.5);
    expect(parseNumberText(" ")).toBe("");
    expect(parseNumberText("1.2.3")).toBeNaN();
    expect(parseNumberText("-3")).toBe(-3);
  });

  it("blocks keys other than digits, separators and navigation", () => {
    expect(isAllowedKey("7", false, false)).toBe(true);
    expect(isAllowedKey(",", false, false)).toBe(true);
    expect(isAllowedKey("e", false, false)).toBe(false);
    expect(isAllowedKey("-", false, false)).toBe(false);
    expect(isAllowedKey("-", true, false)).toBe(true);
    expect(isAllowedKey("ArrowUp", false, false)).toBe(true);
    expect(isAllowedKey("v", false, true)).toBe(true);
  });

  it("steps with Shift ×10 and Ctrl ×0.1, clamped", () => {
    expect(effectiveStep(1, { shiftKey: true })).toBe(10);
    expect(effectiveStep(1, { ctrlKey: true })).toBe(0.1);
    expect(stepValue(5, 1, 10, { min: 0, max: 12 })).toBe(12);
    expect(stepValue(0, -1, 1, { min: 0 })).toBe(0);
    expect(stepValue("", 1, 1, {})).toBe(1);
    expect(stepValue(0.1, 1, 0.2, {})).toBe(0.3);
  });

  it("follows the step's precision", () => {
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(0.1)).toBe(1);
    expect(stepDecimals(0.25)).toBe(2);
    expect(roundToStep(90.15000000001, 0.1)).toBe(90.2);
    expect(formatForInput(90, 0.1)).toBe("90");
    expect(formatForInput(1.23456, 0.1)).toBe("1.2");
  });

  it("names what is wrong with a value instead of clamping it", () => {
    const level = { min: 1, max: 403 };
    expect(numberProblem(80, level, true)).toBeNull();
    expect(numberProblem(8010, level, true)).toBe("between");
    expect(numberProblem(-5, level, true)).toBe("between");
    expect(numberProblem("", level, true)).toBe("between");
    expect(numberProblem(Number.NaN, level, true)).toBe("notNumber");
    expect(numberProblem(Number.POSITIVE_INFINITY, {}, false)).toBe("notNumber");
    expect(numberProblem(2.5, level, true)).toBe("notWhole");
    expect(numberProblem(-1, { min: 0 }, false)).toBe("atLeast");
    expect(numberProblem(1001, { max: 1000 }, true)).toBe("atMost");
    expect(numberProblem("", { min: 0 }, true)).toBeNull();
    expect(numberProblem(90.5, { min: 0, max: 200 }, false)).toBeNull();
  });

  it("takes whole numbers only where the step is whole", () => {
    expect(wholeStep(1)).toBe(true);
    expect(wholeStep(1000)).toBe(true);
    expect(wholeStep(0.1)).toBe(false);
  });
});
