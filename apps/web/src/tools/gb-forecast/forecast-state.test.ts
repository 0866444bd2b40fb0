import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeGbForecast } from "@foe-toolbox/core/gb-forecast-cost";
import {
  afterTargetBlur,
  defaultForecastState,
  forecastInput,
  forecastPermalink,
  parseForecastPermalink,
  sanitizeForecastState,
  withCurrent,
  withCustom,
  withGb,
  withGlobalPct,
  withPlacePct,
  withGlobalPctGold,
  type ForecastState,
} from "./forecast-state";

const MAX: Record<string, number> = { Observatory: 361, Capitol: 158, Chateau_Frontenac: 420 };
const maxLevelOf = (gb: string) => MAX[gb];
const state = (patch: Partial<ForecastState>): ForecastState => ({
  ...defaultForecastState(),
  ...patch,
});

describe("forecast defaults and stored state", () => {
  it("starts with the documented defaults", () => {
    expect(defaultForecastState()).toEqual({
      gb: "Observatory",
      current: 0,
      target: 10,
      custom: false,
      // The investors' usual Arc bonus, as on the GB page.
      globalPct: 90,
      pcts: [90, 90, 90, 90, 90, 90, 90],
      globalPctGold: 90,
      pctsGold: [90, 90, 90, 90, 90, 90, 90],
      fpPerDay: 0,
      alreadyInvested: 0,
    });
  });

  it("turns any stored value into a valid state", () => {
    for (const junk of [undefined, null, 42, "x", [], { gb: 3, pcts: "no" }]) {
      expect(sanitizeForecastState(junk)).toEqual(defaultForecastState());
    }
    const stored = {
      gb: "Capitol",
      current: 5,
      target: "",
      custom: true,
      globalPct: null,
      pcts: [1, "a", 3],
      fpPerDay: Infinity,
      alreadyInvested: 7,
      extra: 1,
    };
    expect(sanitizeForecastState(stored)).toEqual({
      gb: "Capitol",
      current: 5,
      target: "",
      custom: true,
      globalPct: "",
      pcts: [1, 0, 3, "", "", "", ""],
      globalPctGold: "",
      pctsGold: [1, 0, 3, "", "", "", ""],
      fpPerDay: 0,
      alreadyInvested: 7,
    });
    expect(sanitizeForecastState({ gb: "Not_A_Gb" }).gb).toBe("Observatory");
    // Unreadable text stays unreadable while the page is open…
    expect(sanitizeForecastState({ fpPerDay: Number.NaN }).fpPerDay).toBeNaN();
    // …and a state survives a JSON round trip (what the profile store does).
    const typed = state({ current: Number.NaN, target: 12 });
    expect(sanitizeForecastState(JSON.parse(JSON.stringify(typed)))).toEqual(
      state({ current: "", target: 12 }),
    );
  });
});

describe("field coupling (docs/tools/gb-forecast-cost.md §2)", () => {
  it("moves the target above a current level typed at or above it, within the GB", () => {
    expect(withCurrent(state({ target: 10 }), 15, 361)).toMatchObject({ current: 15, target: 16 });
    expect(withCurrent(state({ target: 10 }), 10, 361)).toMatchObject({ current: 10, target: 11 });
    expect(withCurrent(state({ target: 10 }), 9, 361)).toMatchObject({ current: 9, target: 10 });
    expect(withCurrent(state({ target: 361 }), 400, 361)).toMatchObject({
      current: 400,
      target: 361,
    });
    expect(withCurrent(state({ target: 10 }), "", 361)).toMatchObject({ current: "", target: 10 });
  });

  it("moves current below a target left at or below it", () => {
    expect(afterTargetBlur(state({ current: 20, target: 12 }))).toMatchObject({
      current: 11,
      target: 12,
    });
    expect(afterTargetBlur(state({ current: 5, target: 5 }))).toMatchObject({ current: 4 });
    expect(afterTargetBlur(state({ current: 3, target: 0 }))).toMatchObject({ current: 0 });
    const ok = state({ current: 3, target: 8 });
    expect(afterTargetBlur(ok)).toBe(ok);
  });

  it("keeps the levels on a GB switch when they fit, else 0 -> the GB's last level", () => {
    expect(withGb(state({ current: 10, target: 60 }), "Capitol", 158)).toMatchObject({
      gb: "Capitol",
      current: 10,
      target: 60,
    });
    expect(withGb(state({ current: 10, target: 300 }), "Capitol", 158)).toMatchObject({
      gb: "Capitol",
      current: 0,
      target: 158,
    });
    expect(withGb(state({ current: 12, target: 12 }), "Capitol", 158)).toMatchObject({
      current: 0,
      target: 158,
    });
    expect(withGb(state({ current: "", target: 12 }), "Capitol", 158)).toMatchObject({
      current: 0,
      target: 158,
    });
  });

  it("copies the global bonus into the places, and resets them when the table is toggled", () => {
    const s = withGlobalPct(state({}), 90);
    expect(s.pcts).toEqual([90, 90, 90, 90, 90, 90, 90]);
    const custom = withPlacePct(withCustom(s, true), 0, 100);
    expect(custom.pcts).toEqual([100, 90, 90, 90, 90, 90, 90]);
    expect(withCustom(custom, false).pcts).toEqual([90, 90, 90, 90, 90, 90, 90]);
  });
});

describe("core input", () => {
  const levels = getGbLevels("Observatory")!;

  it("uses the global bonus, or the five places when custom, and counts empty fields as 0", () => {
    const input = forecastInput(
      state({ current: 9, globalPct: 90, pcts: [1, 2, 3, 4, 5], fpPerDay: "" }),
      levels,
    );
    expect(input).toMatchObject({
      currentLevel: 9,
      targetLevel: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      fpPerDay: 0,
    });
    expect(
      forecastInput(state({ custom: true, pcts: [1, "", 3, 4, 5] }), levels).investorPercentages,
    ).toEqual([1, 0, 3, 4, 5]);
  });

  it("gives the documented reference forecast (Observatory 10 -> 60 at 90 %, 50 FP a day)", () => {
    const r = computeGbForecast(
      forecastInput(withGlobalPct(state({ current: 10, target: 60, fpPerDay: 50 }), 90), levels),
    );
    expect(r).toMatchObject({
      totalCost: 64975,
      totalPreparationNoBonus: 37320,
      totalPreparationWithBonus: 12363,
      savedFp: 24957,
      ownerDays: 248,
      swapDays: 1300,
    });
  });
});

describe("permalink (docs/tools/gb-forecast-cost.md §7)", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("round-trips the full state", () => {
    const custom = withPlacePct(
      withCustom(
        withGlobalPct(
          state({
            gb: "Chateau_Frontenac",
            current: 3,
            target: 80,
            fpPerDay: 33.3,
            alreadyInvested: 12,
          }),
          90,
        ),
        true,
      ),
      4,
      95.5,
    );
    // A live link carries no gold bonus: the gold levels take the copper one when it is opened.
    expect(parseForecastPermalink(params(forecastPermalink(custom)), maxLevelOf)).toEqual({
      ...custom,
      globalPctGold: 90,
      pctsGold: custom.pcts,
    });
    const global = withGlobalPct(state({ gb: "Capitol", current: 0, target: 1 }), 80);
    expect(parseForecastPermalink(params(forecastPermalink(global)), maxLevelOf)).toEqual(
      withGlobalPctGold(global, 80),
    );
  });

  it("writes from = current + 1 and the places only with the custom table", () => {
    const query = forecastPermalink(withGlobalPct(state({ current: 10, target: 60 }), 90));
    expect(params(query).get("gbfc_f")).toBe("11");
    expect(params(query).get("gbfc_t")).toBe("60");
    expect(params(query).get("gbfc_cp")).toBe("0");
    expect(params(query).has("gbfc_p1")).toBe(false);
  });

  it("applies only valid keys, from/to only together and in order", () => {
    expect(parseForecastPermalink(params("other=1"), maxLevelOf)).toBeNull();
    expect(
      parseForecastPermalink(params("gbfc_gb=Nope&gbfc_f=0&gbfc_ipg=-1&gbfc_ai=1.5"), maxLevelOf),
    ).toBeNull();
    expect(parseForecastPermalink(params("gbfc_f=5"), maxLevelOf)).toBeNull();
    expect(parseForecastPermalink(params("gbfc_f=9&gbfc_t=5"), maxLevelOf)).toBeNull();
    expect(
      parseForecastPermalink(params("gbfc_gb=Capitol&gbfc_f=1&gbfc_t=200"), maxLevelOf),
    ).toMatchObject({ gb: "Capitol", current: 0, target: 10 });
    expect(parseForecastPermalink(params("gbfc_f=7&gbfc_t=7"), maxLevelOf)).toMatchObject({
      current: 6,
      target: 7,
    });
    // Per-place values only count with the custom table on.
    expect(parseForecastPermalink(params("gbfc_ipg=50&gbfc_p1=80"), maxLevelOf)?.pcts).toEqual([
      50, 50, 50, 50, 50, 50, 50,
    ]);
    expect(
      parseForecastPermalink(params("gbfc_ipg=50&gbfc_cp=1&gbfc_p1=80&gbfc_p2=x"), maxLevelOf)
        ?.pcts,
    ).toEqual([80, 50, 50, 50, 50, 50, 50]);
  });
});
