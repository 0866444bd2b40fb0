import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_PARAMS, anyJunk, checkOutcome } from "../test/fuzz.js";
import {
  computeCampaignCost,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
} from "./campaign-cost.js";
import { AGE_KEYS, listCampaignAges } from "./data/index.js";

const CAMPAIGN = listCampaignAges();
const CAMPAIGN_AGES = CAMPAIGN.map((a) => a.age);
const PROVINCE_KEYS = [...new Set(CAMPAIGN.flatMap((a) => a.provinces.map((p) => p.key)))];

const arbAge: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CAMPAIGN_AGES) },
  { weight: 1, arbitrary: fc.constantFrom(...AGE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom("all", "__proto__", "constructor", "bronzeage", "") },
  { weight: 1, arbitrary: anyJunk },
);

const arbProvince: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PROVINCE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom("all", "__proto__", "toString", "") },
  { weight: 1, arbitrary: anyJunk },
);

/** Flag lists: mostly booleans, sometimes junk entries or not a list at all. */
const arbFlags: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.boolean(), { maxLength: 14 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.boolean(), anyJunk), { maxLength: 14 }) },
  {
    weight: 1,
    arbitrary: fc.record({ _state: anyJunk, sectors: fc.array(fc.boolean(), { maxLength: 14 }) }),
  },
  { weight: 1, arbitrary: anyJunk },
);

const arbConquered: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...CAMPAIGN_AGES), fc.string()),
      fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom(...PROVINCE_KEYS), fc.string()), arbFlags, {
          maxKeys: 6,
        }),
        anyJunk,
      ),
      { maxKeys: 4 },
    ),
  },
  { weight: 1, arbitrary: anyJunk },
);

/** Injected data: mostly the bundled data, sometimes junk or a broken campaign.json shape. */
const arbData: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 30, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: anyJunk },
  {
    weight: 1,
    arbitrary: fc.record({
      ages: fc.array(
        fc.oneof(
          anyJunk,
          fc.record({
            age: arbAge,
            provinces: fc.oneof(
              anyJunk,
              fc.array(
                fc.record({
                  key: arbProvince,
                  sectors: fc.oneof(
                    anyJunk,
                    fc.array(
                      fc.record({
                        cost: fc.oneof(
                          anyJunk,
                          fc.array(
                            fc.record({
                              good: fc.oneof(fc.constantFrom("dye", "iron", "promethium"), anyJunk),
                              amount: fc.oneof(fc.nat(100), anyJunk),
                              special: fc.oneof(fc.boolean(), anyJunk),
                            }),
                            { maxLength: 3 },
                          ),
                        ),
                      }),
                      { maxLength: 3 },
                    ),
                  ),
                }),
                { maxLength: 3 },
              ),
            ),
          }),
        ),
        { maxLength: 3 },
      ),
    }),
  },
);

/** An existing (age, province) pair with a sector index around its range. */
const PROVINCES = CAMPAIGN.flatMap((a) =>
  a.provinces.map((p) => ({ age: a.age, province: p.key, sectors: p.sectors.length })),
);
const arbTarget = fc.constantFrom(...PROVINCES).chain(({ age, province, sectors }) =>
  fc.record({
    age: fc.constant(age),
    province: fc.constant(province),
    sector: fc.integer({ min: -1, max: sectors }),
  }),
);

const arbScope: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ age: "all" }) },
  {
    weight: 2,
    arbitrary: fc.record({ age: fc.constantFrom(...CAMPAIGN_AGES), province: fc.constant("all") }),
  },
  { weight: 6, arbitrary: arbTarget.map(({ age, province }) => ({ age, province })) },
  { weight: 8, arbitrary: fc.record({ age: arbAge, province: arbProvince }) },
  {
    weight: 2,
    arbitrary: fc.record({ age: arbAge, province: arbProvince }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: anyJunk },
);

const arbSector: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 14 }) },
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: anyJunk },
);

/** Runs the fuzz property and checks that both outcomes were reached often enough. */
function fuzz(
  arb: fc.Arbitrary<unknown>,
  fn: (input: never) => unknown,
  minOkShare = 0.1,
  minErrorShare = 0.05,
): void {
  const tally = { ok: 0, error: 0 };
  fc.assert(
    fc.property(arb, (input) => {
      tally[checkOutcome(fn, input)]++;
    }),
    FUZZ_PARAMS,
  );
  expect(tally.ok).toBeGreaterThan(FUZZ_PARAMS.numRuns * minOkShare);
  expect(tally.error).toBeGreaterThanOrEqual(FUZZ_PARAMS.numRuns * minErrorShare);
}

describe("campaign-cost fuzz", () => {
  it("computeCampaignCost: a view or a named error", () => {
    fuzz(
      fc.oneof(
        {
          weight: 12,
          arbitrary: fc.record(
            { scope: arbScope, conquered: arbConquered, data: arbData },
            { requiredKeys: ["scope"] },
          ),
        },
        { weight: 1, arbitrary: anyJunk },
      ),
      computeCampaignCost,
    );
  });

  it("toggleConquered: a canonical state or a named error", () => {
    fuzz(
      fc.oneof(
        {
          weight: 12,
          arbitrary: fc.record(
            {
              conquered: arbConquered,
              age: arbAge,
              province: arbProvince,
              sector: arbSector,
              value: fc.oneof(fc.boolean(), anyJunk),
              data: arbData,
            },
            { requiredKeys: ["age", "value"] },
          ),
        },
        {
          weight: 12,
          arbitrary: fc
            .record({
              conquered: arbConquered,
              target: arbTarget,
              scope: fc.constantFrom("age", "province", "sector"),
              value: fc.boolean(),
            })
            .map(({ conquered, target, scope, value }) => ({
              conquered,
              age: target.age,
              province: scope === "age" ? undefined : target.province,
              sector: scope === "sector" ? target.sector : undefined,
              value,
            })),
        },
        { weight: 1, arbitrary: anyJunk },
      ),
      toggleConquered,
    );
  });

  it("getProvinceState: a tri-state or a named error", () => {
    fuzz(
      fc.oneof(
        fc.record({ c: arbConquered, age: arbAge, province: arbProvince }),
        fc
          .record({ c: arbConquered, target: arbTarget })
          .map(({ c, target }) => ({ c, ...target })),
      ),
      (i: { c: never; age: never; province: never }) => getProvinceState(i.c, i.age, i.province),
    );
  });

  it("getAgeState: a tri-state or a named error", () => {
    fuzz(fc.record({ c: arbConquered, age: arbAge }), (i: { c: never; age: never }) =>
      getAgeState(i.c, i.age),
    );
  });

  it("normalizeConquered: always a canonical state", () => {
    fuzz(fc.oneof(arbConquered, fc.anything()), (v: unknown) => normalizeConquered(v), 0.99, 0);
  });
});
