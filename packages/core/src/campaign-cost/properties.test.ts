/** Campaign cost: properties over random conquered states. */
import fc from "fast-check";
import { nonZero } from "../../test/non-zero.js";
import { describe, expect, it } from "vitest";
import {
  computeCampaignCost,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
  type CampaignGoodsAmounts,
  type CampaignProvinceRow,
  type CampaignSectorRow,
  type CampaignAgeRow,
  type Conquered,
} from "../campaign-cost.js";
import { listCampaignAges, type AgeKey } from "../data/index.js";

const CAMPAIGN = listCampaignAges();

/** A random conquered map reached by clicks: random sectors of random provinces set to true. */
const arbConquered: fc.Arbitrary<Conquered> = fc
  .array(
    fc.record({
      age: fc.integer({ min: 0, max: CAMPAIGN.length - 1 }),
      province: fc.nat(),
      sector: fc.option(fc.nat(), { nil: undefined }),
      value: fc.boolean(),
    }),
    { maxLength: 25 },
  )
  .map((clicks) => {
    let conquered: Conquered = {};
    for (const click of clicks) {
      const age = CAMPAIGN[click.age]!;
      const province = age.provinces[click.province % age.provinces.length]!;
      const sector =
        click.sector === undefined ? undefined : click.sector % province.sectors.length;
      conquered = toggleConquered({
        conquered,
        age: age.age,
        province: province.key,
        sector,
        value: click.value,
      }).conquered;
    }
    return conquered;
  });

function add(into: Record<string, number>, from: Record<string, number>, sign = 1): void {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + sign * n;
}

function flat(a: CampaignGoodsAmounts): Record<string, number> {
  return nonZero({ ...a.goods, ...a.specialGoods });
}

describe("campaign properties", () => {
  it("per age: age row = sum of province rows = sum of not-conquered sector costs", () => {
    fc.assert(
      fc.property(
        arbConquered,
        fc.integer({ min: 0, max: CAMPAIGN.length - 1 }),
        (conquered, a) => {
          const age = CAMPAIGN[a]!.age;
          const all = computeCampaignCost({ scope: { age: "all" }, conquered });
          const ageRow = all.rows.find((r) => (r as CampaignAgeRow).age === age)!;
          const provinces = computeCampaignCost({ scope: { age, province: "all" }, conquered });
          const sumProvinces: Record<string, number> = {};
          const sumSectors: Record<string, number> = {};
          for (const row of provinces.rows) {
            add(sumProvinces, { ...row.goods, ...row.specialGoods });
            const province = (row as CampaignProvinceRow).province;
            const sectors = computeCampaignCost({ scope: { age, province }, conquered });
            for (const s of sectors.rows as CampaignSectorRow[]) {
              if (!s.conquered) add(sumSectors, { ...s.goods, ...s.specialGoods });
            }
            expect(flat(sectors.totals)).toEqual(flat(row));
            expect(sectors.state).toBe((row as CampaignProvinceRow).state);
          }
          expect(flat(ageRow)).toEqual(nonZero(sumProvinces));
          expect(nonZero(sumProvinces)).toEqual(nonZero(sumSectors));
          expect(flat(provinces.totals)).toEqual(nonZero(sumProvinces));
          expect(provinces.state).toBe((ageRow as CampaignAgeRow).state);
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  });

  it("all-ages totals = untouched totals minus the costs of the conquered sectors", () => {
    const untouched = computeCampaignCost({ scope: { age: "all" } });
    fc.assert(
      fc.property(arbConquered, (conquered) => {
        const expected = { ...untouched.totals.goods, ...untouched.totals.specialGoods };
        for (const [age, provinces] of Object.entries(conquered)) {
          for (const [province, flags] of Object.entries(provinces!)) {
            const view = computeCampaignCost({ scope: { age: age as AgeKey, province } });
            (view.rows as CampaignSectorRow[]).forEach((s, k) => {
              if (flags[k]) add(expected, { ...s.goods, ...s.specialGoods }, -1);
            });
          }
        }
        const view = computeCampaignCost({ scope: { age: "all" }, conquered });
        expect({ ...view.totals.goods, ...view.totals.specialGoods }).toEqual(expected);
        const sumRows: Record<string, number> = {};
        for (const row of view.rows) add(sumRows, { ...row.goods, ...row.specialGoods });
        expect(nonZero(sumRows)).toEqual(nonZero(expected));
      }),
      { seed: 11, numRuns: 100 },
    );
  });

  it("toggleConquered round-trips and is idempotent", () => {
    fc.assert(
      fc.property(
        arbConquered,
        fc.integer({ min: 0, max: CAMPAIGN.length - 1 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (conquered, a, p, s, value) => {
          const age = CAMPAIGN[a]!;
          const province = age.provinces[p % age.provinces.length]!;
          const sector = s % province.sectors.length;
          const before = conquered[age.age]?.[province.key]?.[sector] === true;
          const target = { age: age.age, province: province.key, sector };
          const once = toggleConquered({ conquered, ...target, value }).conquered;
          expect(toggleConquered({ conquered: once, ...target, value }).conquered).toEqual(once);
          expect(once[age.age]?.[province.key]?.[sector] === true).toBe(value);
          const back = toggleConquered({ conquered: once, ...target, value: before }).conquered;
          expect(back).toEqual(conquered);
          // Province and age toggles set the tri-state.
          const prov = toggleConquered({
            conquered,
            age: age.age,
            province: province.key,
            value,
          }).conquered;
          expect(getProvinceState(prov, age.age, province.key)).toBe(value ? 1 : 0);
          const whole = toggleConquered({ conquered, age: age.age, value }).conquered;
          expect(getAgeState(whole, age.age)).toBe(value ? 1 : 0);
          expect(normalizeConquered(whole)).toEqual(whole);
        },
      ),
      { seed: 3, numRuns: 300 },
    );
  });
});
