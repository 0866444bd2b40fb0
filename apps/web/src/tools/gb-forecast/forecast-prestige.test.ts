/** The forecast under the Prestige rules: 5 or 7 places, a gold bonus, `rules=prestige` links. */
import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeGbForecast } from "@foe-toolbox/core/gb-forecast-cost";
import {
  bonusLayout,
  defaultForecastState,
  forecastInput,
  forecastPermalink,
  parseForecastPermalink,
  sanitizeForecastState,
  withCustom,
  withGlobalPct,
  withGlobalPctGold,
  withPlacePctGold,
  type ForecastState,
} from "./forecast-state";

const MAX: Record<string, number> = { Observatory: 361, The_Arc: 180 };
const maxLevelOf = (gb: string) => MAX[gb];
const params = (query: string) => new URLSearchParams(query);
const state = (patch: Partial<ForecastState>): ForecastState => ({
  ...defaultForecastState(),
  ...patch,
});
const arc = getGbLevels("The_Arc")!;

/** Links made before Prestige existed, as the site wrote them (keys sorted). */
const OLD_GLOBAL =
  "gbfc_ai=0&gbfc_cp=0&gbfc_f=11&gbfc_fp=50&gbfc_gb=Observatory&gbfc_ipg=90&gbfc_t=60";
const OLD_CUSTOM =
  "gbfc_ai=0&gbfc_cp=1&gbfc_f=91&gbfc_fp=0&gbfc_gb=The_Arc&gbfc_ipg=90&gbfc_p1=90&gbfc_p2=90&gbfc_p3=90&gbfc_p4=85&gbfc_p5=80&gbfc_t=100";

describe("bonus inputs per rules and range", () => {
  it("are 5 places and one bonus under live rules, whatever the range", () => {
    expect(bonusLayout(state({ current: 90, target: 120 }), "live")).toEqual({
      places: 5,
      splitTiers: false,
    });
  });

  it("under Prestige: 7 places from a gold level on, two bonuses only across both tiers", () => {
    expect(bonusLayout(state({ current: 10, target: 100 }), "prestige")).toEqual({
      places: 5,
      splitTiers: false,
    });
    expect(bonusLayout(state({ current: 99, target: 101 }), "prestige")).toEqual({
      places: 7,
      splitTiers: true,
    });
    expect(bonusLayout(state({ current: 100, target: 150 }), "prestige")).toEqual({
      places: 7,
      splitTiers: false,
    });
  });
});

describe("core input under Prestige", () => {
  it("passes the rules, 7 rates and the gold rates across both tiers", () => {
    const s = withGlobalPctGold(withGlobalPct(state({ current: 95, target: 110 }), 90), 20);
    const input = forecastInput(s, arc, "prestige");
    expect(input).toMatchObject({
      rules: "prestige",
      investorPercentages: [90, 90, 90, 90, 90, 90, 90],
      investorPercentagesGold: [20, 20, 20, 20, 20, 20, 20],
    });
    const r = computeGbForecast(input);
    expect(r.rows).toHaveLength(15);
    // The gold bonus changes only the gold levels.
    const same = computeGbForecast(forecastInput(withGlobalPctGold(s, 90), arc, "prestige"));
    expect(r.rows.slice(0, 5)).toEqual(same.rows.slice(0, 5));
    expect(r.rows[10]).not.toEqual(same.rows[10]);
  });

  it("a range all in gold uses the one bonus shown", () => {
    const s = withGlobalPctGold(withGlobalPct(state({ current: 120, target: 130 }), 90), 5);
    const input = forecastInput(s, arc, "prestige");
    expect(input.investorPercentages).toEqual([90, 90, 90, 90, 90, 90, 90]);
    expect(input).not.toHaveProperty("investorPercentagesGold");
  });

  it("live input is the same as before Prestige (no rules key, 5 rates)", () => {
    const input = forecastInput(withGlobalPct(state({ current: 1, target: 10 }), 90), arc);
    expect(input).not.toHaveProperty("rules");
    expect(input.investorPercentages).toEqual([90, 90, 90, 90, 90]);
  });
});

describe("permalinks", () => {
  it("write rules=prestige, P6/P7 and the gold bonuses under Prestige only", () => {
    const s = withPlacePctGold(
      withCustom(
        withGlobalPctGold(withGlobalPct(state({ current: 95, target: 110 }), 90), 20),
        true,
      ),
      6,
      1,
    );
    const prestige = params(forecastPermalink(s, "prestige"));
    expect(prestige.get("rules")).toBe("prestige");
    expect(prestige.get("gbfc_p7")).toBe("90");
    expect(prestige.get("gbfc_ipgg")).toBe("20");
    expect(prestige.get("gbfc_g7")).toBe("1");
    expect(parseForecastPermalink(prestige, maxLevelOf)).toEqual({ ...s, gb: "Observatory" });
    const live = params(forecastPermalink(s));
    expect([...live.keys()].filter((k) => /rules|p6|p7|ipgg|_g\d/.test(k))).toEqual([]);
  });

  it("old links still open with their values, under either rules", () => {
    const global = parseForecastPermalink(params(OLD_GLOBAL), maxLevelOf)!;
    expect(global).toMatchObject({ gb: "Observatory", current: 10, target: 60, globalPct: 90 });
    const levels = getGbLevels("Observatory")!;
    const live = computeGbForecast(forecastInput(global, levels));
    expect(live.totalCost).toBeGreaterThan(0);
    expect(forecastInput(global, levels, "prestige").investorPercentages).toEqual(
      Array(5).fill(90),
    );

    const custom = parseForecastPermalink(params(OLD_CUSTOM), maxLevelOf)!;
    expect(custom.pcts.slice(0, 5)).toEqual([90, 90, 90, 85, 80]);
    expect(forecastInput(custom, arc).investorPercentages).toEqual([90, 90, 90, 85, 80]);
    expect(forecastInput(custom, arc, "prestige").investorPercentages).toEqual([
      90, 90, 90, 85, 80,
    ]);
    expect(() => computeGbForecast(forecastInput(custom, arc, "prestige"))).not.toThrow();
  });

  it("a state saved before Prestige computes as before", () => {
    const old = {
      gb: "The_Arc",
      current: 95,
      target: 110,
      custom: true,
      globalPct: 90,
      pcts: [90, 90, 90, 85, 80],
      fpPerDay: 0,
      alreadyInvested: 0,
    };
    const s = sanitizeForecastState(old);
    expect(s.pcts).toEqual([90, 90, 90, 85, 80, 90, 90]);
    expect(s.pctsGold).toEqual(s.pcts);
    expect(forecastInput(s, arc).investorPercentages).toEqual(old.pcts);
  });
});
