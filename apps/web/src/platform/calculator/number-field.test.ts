import { describe, expect, it } from "vitest";
import { permalinkNumber, storedNumberField, valueOf } from "./number-field";

describe("number field values", () => {
  it("count an empty field as 0 and leave numbers (and NaN) as they are", () => {
    expect(valueOf("")).toBe(0);
    expect(valueOf(12.5)).toBe(12.5);
    expect(valueOf(Number.NaN)).toBeNaN();
  });

  it("put no unreadable value into a permalink", () => {
    expect(permalinkNumber("")).toBe(0);
    expect(permalinkNumber(7)).toBe(7);
    expect(permalinkNumber(Number.NaN)).toBeUndefined();
  });

  it("read stored values back: numbers and empty kept, null empty, junk the fallback", () => {
    expect(storedNumberField(3, 1)).toBe(3);
    expect(storedNumberField(Number.NaN, 1)).toBeNaN();
    expect(storedNumberField("", 1)).toBe("");
    expect(storedNumberField(null, 1)).toBe("");
    for (const junk of ["3", undefined, Infinity, {}, true])
      expect(storedNumberField(junk, 1)).toBe(1);
  });
});
