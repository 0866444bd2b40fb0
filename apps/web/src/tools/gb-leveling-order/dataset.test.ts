import { describe, expect, it } from "vitest";
import { listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import {
  computeGbLevelingOrder,
  GB_LEVELING_ORDER_REWARDS,
  type GbLevelingOrderInput,
} from "@foe-toolbox/core/gb-leveling-order";
import { computeGbLevelingOrderWith } from "@foe-toolbox/core/gb-leveling-order/compute";
import { buildCompactDataset, encodeColumn } from "./dataset-build";
import {
  decodeColumn,
  decodeGbLevelingOrderDataset,
  decodeGbLevelingOrderSteps,
} from "./dataset-format";

const full = listGreatBuildings();
// Through JSON, as browsers receive it.
const compact = decodeGbLevelingOrderDataset(JSON.parse(JSON.stringify(buildCompactDataset(full))));

function outcome(input: GbLevelingOrderInput) {
  try {
    return { ok: computeGbLevelingOrder(input) };
  } catch (error) {
    return { error: { name: (error as Error).name, field: (error as { field?: string }).field } };
  }
}

/** Same plan (or same error) with the bundled data and with the downloaded compact data. */
function expectSamePlan(input: Omit<GbLevelingOrderInput, "data">) {
  expect(compact).not.toBeNull();
  const onCompact = (() => {
    try {
      return { ok: computeGbLevelingOrderWith({ ...input, data: compact! }) };
    } catch (error) {
      return { error: { name: (error as Error).name, field: (error as { field?: string }).field } };
    }
  })();
  expect(onCompact).toEqual(outcome(input));
}

describe("compact planner data", () => {
  it("gives the same plans as the bundled data under Prestige (GBs with only costs known too)", () => {
    for (const reward of ["forgePoints", "guildGoods", "contributionBoost"] as const) {
      expectSamePlan({ reward, rules: "prestige", targetLevel: -1 });
      expectSamePlan({ reward, rules: "prestige", targetLevel: 150, investorPercentageGold: 20 });
    }
    // GBs with unknown costs keep their levels, for the costs a player enters.
    const warship = compact!.gbs.find((gb) => gb.key === "Stellar_Warship")!;
    expect(warship.levels).toHaveLength(210);
    expect(warship.levels[9]!.cost).toBe(
      full.find((gb) => gb.key === "Stellar_Warship")!.levels[9]!.cost,
    );
  });

  it("keeps every GB key in dataset order", () => {
    expect(compact!.gbs.map((gb) => gb.key)).toEqual(full.map((gb) => gb.key));
  });

  it("gives the same plans as the bundled data for every bonus, with and without chance rewards", () => {
    const mixedLevels = {
      Observatory: 12,
      Hagia_Sophia: 0,
      Space_Needle: 400,
      The_Arc: 3,
      Himeji_Castle: 1,
    };
    for (const reward of GB_LEVELING_ORDER_REWARDS) {
      for (const includeRandomRewards of [false, true]) {
        expectSamePlan({ reward, includeRandomRewards });
        expectSamePlan({
          reward,
          includeRandomRewards,
          targetLevel: -1,
          currentLevels: mixedLevels,
          lockedGbs: ["Atomium", "Chateau_Frontenac"],
          fpPer24h: 250,
          randomRewardPer24h: 37,
          goodsFpRatio: 0.7,
          investorPercentage: 80,
        });
      }
    }
  }, 60_000);

  it("gives the same plans for the documented edge settings", () => {
    for (const reward of ["forgePoints", "goods", "militaryBoost", "coins"] as const) {
      expectSamePlan({ reward, targetLevel: 0 });
      expectSamePlan({ reward, targetLevel: 200, goodsFpRatio: 0, investorPercentage: 1000 });
      expectSamePlan({
        reward,
        targetLevel: 30,
        goodsFpRatio: 1,
        fpPer24h: 1,
        investorPercentage: 0,
      });
    }
  });

  it("accepts and rejects the same keys (incomplete GBs are known but never eligible)", () => {
    expectSamePlan({ reward: "forgePoints", currentLevels: { AI_Core: 5, Cosmic_Catalyst: -1 } });
    expectSamePlan({ reward: "forgePoints", lockedGbs: ["Shattered_Horizon_Siphon"] });
    expectSamePlan({ reward: "forgePoints", gbs: ["Observatory", "Stellar_Warship"] });
    expectSamePlan({ reward: "forgePoints", currentLevels: { Nope: 1 } as never });
    expectSamePlan({ reward: "forgePoints", currentLevels: { Observatory: 1.5 } });
  });

  it("is much smaller than the GB data", () => {
    const size = JSON.stringify(buildCompactDataset(full)).length;
    expect(size).toBeLessThan(JSON.stringify({ gbs: full }).length / 5);
  });
});

describe("compact columns", () => {
  it("stores integers as differences and restores them exactly, unknowns included", () => {
    const values = [5, 7, null, 10, 12, null, null];
    const column = encodeColumn(values);
    expect(column).toEqual({ delta: [5, 2, null, 10, 2] });
    expect(decodeColumn(column, 7)).toEqual(values);
  });

  it("keeps non-integers as they are", () => {
    const values = [0.1, 0.2, 0.30000000000000004];
    expect(encodeColumn(values)).toEqual({ raw: values });
    expect(decodeColumn(encodeColumn(values), 3)).toEqual(values);
  });

  it("refuses malformed columns", () => {
    expect(decodeColumn({ delta: [1, "2"] }, 2)).toBeNull();
    expect(decodeColumn({ raw: [1, 2, 3] }, 2)).toBeNull();
    expect(decodeColumn([1, 2], 2)).toBeNull();
    expect(decodeColumn(null, 2)).toBeNull();
  });
});

describe("decoding a download", () => {
  it("refuses anything that is not a dataset of this format", () => {
    const good = JSON.parse(JSON.stringify(buildCompactDataset(full))) as {
      format: number;
      gbs: unknown[];
    };
    expect(decodeGbLevelingOrderDataset(null)).toBeNull();
    expect(decodeGbLevelingOrderDataset("x")).toBeNull();
    expect(decodeGbLevelingOrderDataset({ ...good, format: 99 })).toBeNull();
    expect(decodeGbLevelingOrderDataset({ ...good, gbs: [{ key: "Nope" }] })).toBeNull();
    expect(
      decodeGbLevelingOrderDataset({
        ...good,
        gbs: [{ key: "Observatory", levels: { count: 1 } }],
      }),
    ).toBeNull();
    expect(
      decodeGbLevelingOrderDataset({
        ...good,
        gbs: [
          {
            key: "Observatory",
            levels: { count: -1, buildGoods: 0, cost: { raw: [] }, fp: [], bonus: {} },
          },
        ],
      }),
    ).toBeNull();
  });

  it("decodes one GB per step, to the same data", () => {
    const json: unknown = JSON.parse(JSON.stringify(buildCompactDataset(full)));
    const steps = decodeGbLevelingOrderSteps(json);
    let count = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) count++;
    expect(count).toBe(full.length);
    expect(step.value).toEqual(decodeGbLevelingOrderDataset(json));
  });
});
