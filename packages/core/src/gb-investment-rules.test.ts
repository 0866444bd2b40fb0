import { describe, expect, it } from "vitest";
import { threadRateReward, exceedsLevelCost } from "./gb-investment.js";

describe("threadRateReward", () => {
  it("rounds the reward times (1 + rate)", () => {
    expect(threadRateReward(100, 90)).toBe(190);
    expect(threadRateReward(15, 90)).toBe(29); // 28.5 rounds up
    expect(threadRateReward(0, 90)).toBe(0);
    expect(threadRateReward(7, 0)).toBe(7);
  });
});

describe("exceedsLevelCost", () => {
  it("refuses only what goes over a known cost", () => {
    expect(exceedsLevelCost({ cost: 100, taken: 40, value: 60 })).toBe(false);
    expect(exceedsLevelCost({ cost: 100, taken: 40, value: 61 })).toBe(true);
    expect(exceedsLevelCost({ cost: null, taken: 40, value: 1e9 })).toBe(false);
  });
});
