import { describe, expect, it } from "vitest";
import { durationParts, durationPieces } from "./duration";

describe("plan durations (docs/tools/gb-leveling-order.md §5)", () => {
  it("splits days into 365-day years, 30-day months and days", () => {
    expect(durationParts(0)).toEqual({ years: 0, months: 0, days: 0 });
    expect(durationParts(29)).toEqual({ years: 0, months: 0, days: 29 });
    expect(durationParts(30)).toEqual({ years: 0, months: 1, days: 0 });
    expect(durationParts(364)).toEqual({ years: 0, months: 12, days: 4 });
    expect(durationParts(365)).toEqual({ years: 1, months: 0, days: 0 });
    expect(durationParts(800)).toEqual({ years: 2, months: 2, days: 10 });
  });

  it("omits zero parts and has none for today", () => {
    expect(durationPieces(0)).toEqual([]);
    expect(durationPieces(365 + 3)).toEqual([
      { unit: "years", count: 1 },
      { unit: "days", count: 3 },
    ]);
    expect(durationPieces(61)).toEqual([
      { unit: "months", count: 2 },
      { unit: "days", count: 1 },
    ]);
  });
});
