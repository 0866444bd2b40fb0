/** Shared fixtures of the GB forecast tests. */
import { getGbLevels, type GbLevel } from "../src/data/index.js";
import { computeGbForecast, type ForecastInput } from "../src/gb-forecast-cost.js";

export const OBSERVATORY = getGbLevels("Observatory")!;
export const P0 = [0, 0, 0, 0, 0];
export const P90 = [90, 90, 90, 90, 90];
/** Five slots, the second one a hole. */
export const SPARSE: number[] = [0, 0, 0, 0, 0];
delete SPARSE[1];

/** A one-level table with cost `cost` and P1..P5 FP rewards `fp`. */
export function level(cost: number | null, fp: (number | null)[] | null): GbLevel {
  return { cost, reward: fp === null ? null : fp.map((f) => ({ fp: f as number })) };
}

/** The forecast of Observatory 9 -> 10 at 0 %, with `partial` replacing inputs. */
export function forecast(partial: Partial<ForecastInput> & Record<string, unknown>) {
  return computeGbForecast({
    levels: OBSERVATORY,
    currentLevel: 9,
    targetLevel: 10,
    investorPercentages: P0,
    ...partial,
  } as ForecastInput);
}
