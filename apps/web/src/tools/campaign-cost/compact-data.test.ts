import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as bundled from "@foe-toolbox/core/campaign-cost";
import {
  computeCampaignCost,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
  type Conquered,
} from "@foe-toolbox/core/campaign-cost-engine";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import {
  checkCampaignDataSteps,
  compactCampaignData,
  parseCampaignData,
  type CompactCampaignData,
} from "./compact-data";

// The download as the browser gets it: serialised and parsed again.
const compact = parseCampaignData(
  JSON.parse(JSON.stringify(compactCampaignData(listCampaignAges()))),
) as CompactCampaignData;
const AGES = listCampaignAges();

/** A conquered state reached by clicks: whole ages, whole provinces and single sectors. */
const clicks = fc.array(
  fc.tuple(
    fc.nat(AGES.length - 1),
    fc.nat(200),
    fc.nat(20),
    fc.constantFrom("age", "province", "sector"),
    fc.boolean(),
  ),
  { maxLength: 25 },
);

function play(steps: [number, number, number, string, boolean][]): Conquered {
  let conquered: Conquered = {};
  for (const [a, p, s, kind, value] of steps) {
    const age = AGES[a]!;
    const province = age.provinces[p % age.provinces.length]!;
    conquered = bundled.toggleConquered({
      conquered,
      age: age.age,
      ...(kind === "age" ? {} : { province: province.key }),
      ...(kind === "sector" ? { sector: s % province.sectors.length } : {}),
      value,
    }).conquered;
  }
  return conquered;
}

describe("compact campaign data", () => {
  it("parses back from its JSON", () => {
    expect(compact).not.toBeNull();
    expect(compact.ages.map((a) => a.age)).toEqual(AGES.map((a) => a.age));
  });

  it("keeps every province, name, reward and cost of the bundled data, and drops the pre-summed totals", () => {
    AGES.forEach((age, i) => {
      const c = compact.ages[i]!;
      expect(c.provinces.map((p) => [p.key, p.name, p.rewards])).toEqual(
        age.provinces.map((p) => [p.key, p.name, p.rewards]),
      );
      age.provinces.forEach((p, j) => {
        expect(c.provinces[j]!.sectors).toEqual(
          p.sectors.map((s) => ({ rewards: s.rewards, cost: s.cost })),
        );
        expect(c.provinces[j]).not.toHaveProperty("totalCost");
      });
    });
    expect(JSON.stringify(compact).length).toBeLessThan(
      JSON.stringify({ ages: AGES }).length * 0.9,
    );
  });

  it("gives the same tables as the bundled data for every scope (nothing conquered)", () => {
    expect(computeCampaignCost({ scope: { age: "all" }, data: compact })).toEqual(
      bundled.computeCampaignCost({ scope: { age: "all" } }),
    );
    for (const age of AGES) {
      const scope = { age: age.age, province: "all" } as const;
      expect(computeCampaignCost({ scope, data: compact })).toEqual(
        bundled.computeCampaignCost({ scope }),
      );
      for (const province of age.provinces) {
        const one = { age: age.age, province: province.key };
        expect(computeCampaignCost({ scope: one, data: compact })).toEqual(
          bundled.computeCampaignCost({ scope: one }),
        );
      }
    }
  });

  it("gives the same tables, toggles and states as the bundled data for conquered states reached by clicks", () => {
    fc.assert(
      fc.property(clicks, fc.nat(AGES.length - 1), fc.nat(200), (steps, a, p) => {
        const conquered = play(steps);
        const age = AGES[a]!;
        const province = age.provinces[p % age.provinces.length]!;
        for (const scope of [
          { age: "all" },
          { age: age.age, province: "all" },
          { age: age.age, province: province.key },
        ] as const) {
          expect(computeCampaignCost({ scope, conquered, data: compact })).toEqual(
            bundled.computeCampaignCost({ scope, conquered }),
          );
        }
        expect(
          toggleConquered({
            conquered,
            age: age.age,
            province: province.key,
            value: true,
            data: compact,
          }),
        ).toEqual(
          bundled.toggleConquered({ conquered, age: age.age, province: province.key, value: true }),
        );
        expect(normalizeConquered(conquered, compact)).toEqual(
          bundled.normalizeConquered(conquered),
        );
        expect(getAgeState(conquered, age.age, compact)).toBe(
          bundled.getAgeState(conquered, age.age),
        );
        expect(getProvinceState(conquered, age.age, province.key, compact)).toBe(
          bundled.getProvinceState(conquered, age.age, province.key),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("rejects files that are not campaign data", () => {
    for (const junk of [null, 3, "x", [], {}, { ages: [] }, { ages: [{ age: "BronzeAge" }] }]) {
      expect(parseCampaignData(junk)).toBeNull();
    }
    const damaged = JSON.parse(JSON.stringify(compact)) as {
      ages: { provinces: { sectors: { cost: unknown }[] }[] }[];
    };
    damaged.ages[0]!.provinces[0]!.sectors[0]!.cost = [{ good: "dye", amount: "2" }];
    expect(parseCampaignData(damaged)).toBeNull();
    const unknownReward = JSON.parse(JSON.stringify(compact)) as {
      ages: { provinces: { rewards: unknown[] }[] }[];
    };
    unknownReward.ages[0]!.provinces[0]!.rewards = [{ type: "castle" }];
    expect(parseCampaignData(unknownReward)).toBeNull();
  });

  it("accepts sectors of unknown cost (null)", () => {
    const withUnknown = JSON.parse(JSON.stringify(compact)) as CompactCampaignData;
    withUnknown.ages[0]!.provinces[0]!.sectors[0]!.cost = null;
    expect(parseCampaignData(withUnknown)).not.toBeNull();
  });

  it("checks one province per step, to the last one", () => {
    const steps = checkCampaignDataSteps(compact);
    let count = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) count++;
    expect(step.value).toBe(compact);
    expect(count).toBe(compact.ages.reduce((n, age) => n + age.provinces.length, 0));
    const lastBroken = JSON.parse(JSON.stringify(compact)) as CompactCampaignData;
    lastBroken.ages.at(-1)!.provinces.at(-1)!.name = 7 as unknown as string;
    expect(parseCampaignData(lastBroken)).toBeNull();
  });
});
