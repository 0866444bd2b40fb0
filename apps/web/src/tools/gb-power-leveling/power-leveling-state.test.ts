import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computePowerLevelingPlan } from "@foe-toolbox/core/gb-power-leveling";
import {
  defaultPowerLevelingState,
  investorPercentages,
  parsePowerLevelingPermalink,
  placeCount,
  powerLevelingInput,
  powerLevelingPermalink,
  sanitizePowerLevelingState,
  withCustom,
  withGb,
  withGlobalPct,
  withPlacePct,
  type PowerLevelingState,
} from "./power-leveling-state";

const MAX: Record<string, number> = { The_Arc: 200, Capitol: 158, Observatory: 361 };
const maxLevelOf = (gb: string) => MAX[gb];
const state = (patch: Partial<PowerLevelingState>): PowerLevelingState => ({
  ...defaultPowerLevelingState(),
  ...patch,
});
const params = (query: string) => new URLSearchParams(query);

describe("defaults and stored state", () => {
  it("starts with the documented defaults: 0 -> 10, rate 90 everywhere, production subtracted", () => {
    expect(defaultPowerLevelingState()).toMatchObject({
      from: 0,
      to: 10,
      custom: false,
      globalPct: 90,
      pcts: [90, 90, 90, 90, 90, 90, 90],
      fpPerDay: 0,
      subtractProduction: true,
      rules: "live",
      template: 0,
    });
  });

  it("turns any stored value into a valid state", () => {
    for (const junk of [undefined, null, 3, "x", [], { gb: 1, pcts: "no", rules: "other" }]) {
      expect(sanitizePowerLevelingState(junk)).toEqual(defaultPowerLevelingState());
    }
    expect(
      sanitizePowerLevelingState({
        gb: "The_Arc",
        from: 9,
        to: "",
        custom: true,
        pcts: [80, "a"],
        fpPerDay: Infinity,
        subtractProduction: false,
        rules: "prestige",
        template: -1,
      }),
    ).toEqual(
      state({
        gb: "The_Arc",
        from: 9,
        to: "",
        custom: true,
        pcts: [80, 90, 90, 90, 90, 90, 90],
        subtractProduction: false,
      }),
    );
    // A stored rules field of old is not read: the rules are the site's setting.
    expect(sanitizePowerLevelingState({ rules: "prestige" }).rules).toBe("live");
    expect(sanitizePowerLevelingState({ template: 3 }).template).toBe(3);
    expect(sanitizePowerLevelingState({ gb: "Nope" }).gb).toBe(defaultPowerLevelingState().gb);
  });
});

describe("fields", () => {
  it("keeps the levels on a GB switch when they fit, else 0 -> 10 (or the GB's last level)", () => {
    expect(withGb(state({ from: 20, to: 150 }), "Capitol", 158)).toMatchObject({
      from: 20,
      to: 150,
    });
    expect(withGb(state({ from: 20, to: 300 }), "Capitol", 158)).toMatchObject({
      from: 0,
      to: 10,
    });
    expect(withGb(state({ from: 5, to: 5 }), "Tiny", 4)).toMatchObject({ from: 0, to: 4 });
  });

  it("copies the rate for all into every place and resets the places when toggled", () => {
    const s = withPlacePct(withCustom(withGlobalPct(state({}), 85), true), 2, 100);
    expect(s.pcts).toEqual([85, 85, 100, 85, 85, 85, 85]);
    expect(withCustom(s, false).pcts).toEqual(Array(7).fill(85));
  });

  it("needs 7 rates only under Prestige when the range reaches a gold level", () => {
    expect(placeCount(state({ to: 150 }))).toBe(5);
    expect(placeCount(state({ to: 100, rules: "prestige" }))).toBe(5);
    expect(placeCount(state({ to: 101, rules: "prestige" }))).toBe(7);
    expect(placeCount(state({ to: Number.NaN, rules: "prestige" }))).toBe(5);
    expect(investorPercentages(state({ to: 120, rules: "prestige" }))).toEqual(Array(7).fill(90));
    const custom = withPlacePct(withCustom(state({ to: 12 }), true), 1, "");
    expect(investorPercentages(custom)).toEqual([90, 0, 90, 90, 90]);
  });
});

describe("core input", () => {
  const arc = getGbLevels("The_Arc")!;

  it("gives the documented Arc plan: level 10 posts P1 209 at rate 1.9", () => {
    const plan = computePowerLevelingPlan(
      powerLevelingInput(state({ from: 9, to: 12 }), arc, undefined),
    );
    expect(plan.rows.map((r) => r.level)).toEqual([10, 11, 12]);
    expect(plan.rows[0]).toMatchObject({ cost: 970, ownerShare: 608 });
    expect(plan.rows[0]!.places[0]).toMatchObject({ place: 1, amount: 209 });
  });

  it("passes the production, the switch and the rules", () => {
    const input = powerLevelingInput(
      state({ subtractProduction: false, rules: "prestige", fpPerDay: "" }),
      arc,
      [1, 2],
    );
    expect(input).toMatchObject({
      fpProduction: [1, 2],
      subtractProduction: false,
      rules: "prestige",
      fpPerDay: 0,
    });
    expect("fpProduction" in powerLevelingInput(state({}), arc, undefined)).toBe(false);
  });
});

describe("permalink", () => {
  it("writes gb, from and to, and the rest only when not the default", () => {
    const query = powerLevelingPermalink(state({ gb: "The_Arc", from: 9, to: 12 }));
    expect(query).toBe("from=9&gb=The_Arc&to=12");
    const full = powerLevelingPermalink(
      state({
        gb: "The_Arc",
        from: 90,
        to: 110,
        fpPerDay: 50,
        subtractProduction: false,
        rules: "prestige",
        globalPct: 80,
      }),
    );
    expect(Object.fromEntries(params(full))).toEqual({
      gb: "The_Arc",
      from: "90",
      to: "110",
      rate: "80",
      fp: "50",
      prod: "0",
      rules: "prestige",
    });
  });

  it("round-trips a state, per-place rates included", () => {
    const custom = withPlacePct(
      withCustom(state({ gb: "The_Arc", from: 95, to: 105, rules: "prestige" }), true),
      6,
      70,
    );
    expect(parsePowerLevelingPermalink(params(powerLevelingPermalink(custom)), maxLevelOf)).toEqual(
      custom,
    );
    const plain = state({ gb: "Capitol", from: 3, to: 40, fpPerDay: 12.5 });
    expect(parsePowerLevelingPermalink(params(powerLevelingPermalink(plain)), maxLevelOf)).toEqual(
      plain,
    );
  });

  it("reads ?gb=The_Arc&from=9&to=12 and ignores invalid keys", () => {
    expect(parsePowerLevelingPermalink(params("gb=The_Arc&from=9&to=12"), maxLevelOf)).toEqual(
      state({ gb: "The_Arc", from: 9, to: 12 }),
    );
    expect(parsePowerLevelingPermalink(params("other=1"), maxLevelOf)).toBeNull();
    expect(
      parsePowerLevelingPermalink(params("gb=Nope&from=x&rules=gold&rate=-1&prod=2"), maxLevelOf),
    ).toBeNull();
    // From and to only together, in order, within the GB.
    expect(parsePowerLevelingPermalink(params("from=5"), maxLevelOf)).toBeNull();
    expect(parsePowerLevelingPermalink(params("from=9&to=9"), maxLevelOf)).toBeNull();
    expect(parsePowerLevelingPermalink(params("gb=Capitol&from=1&to=200"), maxLevelOf)).toEqual(
      state({ gb: "Capitol" }),
    );
  });
});
