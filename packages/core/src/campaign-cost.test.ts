import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeCampaignCost,
  convertLegacyConquered,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
  type CampaignData,
  type CampaignGoodsAmounts,
  type CampaignProvinceRow,
  type CampaignSectorRow,
  type CampaignAgeRow,
  type Conquered,
} from "./campaign-cost.js";
import { listCampaignAges, type AgeKey, type CampaignAge } from "./data/index.js";

const BRONZE_GOODS = ["dye", "lumber", "marble", "stone", "wine"];
const IRON_GOODS = ["cloth", "ebony", "iron", "jewelry", "limestone"];

function errorOf(fn: () => unknown): { name: string; field: unknown } {
  try {
    fn();
  } catch (error) {
    return { name: (error as Error).name, field: (error as { field?: unknown }).field };
  }
  throw new Error("no error thrown");
}

/** Non-zero entries of a map (rows list 0 for columns used but fully conquered). */
function nonZero(map: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(map).filter(([, n]) => n !== 0));
}

describe("campaign data assumptions", () => {
  it("has the 18 campaign ages in order and Breturia in two ages", () => {
    const ages = listCampaignAges().map((a) => a.age);
    expect(ages).toHaveLength(18);
    expect(ages[0]).toBe("BronzeAge");
    expect(ages[17]).toBe("SpaceAgeAsteroidBelt");
    const withBreturia = listCampaignAges()
      .filter((a) => a.provinces.some((p) => p.key === "Breturia"))
      .map((a) => a.age);
    expect(withBreturia).toEqual(["EarlyMiddleAges", "HighMiddleAges"]);
  });
});

describe("computeCampaignCost, one province", () => {
  it("lists the sectors' own costs of Dunarsund (3 sectors, 2 goods each)", () => {
    const view = computeCampaignCost({ scope: { age: "BronzeAge", province: "Dunarsund" } });
    expect(view).toEqual({
      columnAges: ["BronzeAge"],
      goodsColumns: BRONZE_GOODS,
      specialGoodsColumns: [],
      rows: [
        { sector: 0, conquered: false, goods: { stone: 2 }, specialGoods: {} },
        { sector: 1, conquered: false, goods: { wine: 2 }, specialGoods: {} },
        { sector: 2, conquered: false, goods: { dye: 2 }, specialGoods: {} },
      ],
      totals: { goods: { dye: 2, lumber: 0, marble: 0, stone: 2, wine: 2 }, specialGoods: {} },
      state: 0,
    });
  });

  it("keeps a conquered sector's own cost but leaves it out of the totals (state -1)", () => {
    const view = computeCampaignCost({
      scope: { age: "BronzeAge", province: "Hymir" },
      conquered: { BronzeAge: { Hymir: [true, false, false, false, true] } },
    });
    expect(view.state).toBe(-1);
    expect(view.rows[0]).toEqual({
      sector: 0,
      conquered: true,
      goods: { marble: 5, stone: 3 },
      specialGoods: {},
    });
    expect((view.rows[4] as CampaignSectorRow).conquered).toBe(true);
    // Hymir: stone 3+3, marble 5+5, wine 3+3, lumber 5+3, dye 5+3; minus sectors 0 and 4.
    expect(view.totals.goods).toEqual({ dye: 5, lumber: 8, marble: 5, stone: 0, wine: 6 });
  });

  it("a fully conquered province has state 1 and zero totals for every column", () => {
    const view = computeCampaignCost({
      scope: { age: "BronzeAge", province: "Tyr" },
      conquered: { BronzeAge: { Tyr: [true, true, true, true, true] } },
    });
    expect(view.state).toBe(1);
    expect(view.totals).toEqual({
      goods: { dye: 0, lumber: 0, marble: 0, stone: 0, wine: 0 },
      specialGoods: {},
    });
  });

  it("uses the age of the good, not of the province, for the columns", () => {
    // Iron Age Karchagu costs Bronze Age and Iron Age goods.
    const view = computeCampaignCost({ scope: { age: "IronAge", province: "Karchagu" } });
    expect(view.columnAges).toEqual(["BronzeAge", "IronAge"]);
    expect(view.goodsColumns).toEqual([...BRONZE_GOODS, ...IRON_GOODS]);
    expect(view.totals.goods).toEqual({
      dye: 4,
      lumber: 16,
      marble: 0,
      stone: 10,
      wine: 10,
      cloth: 7,
      ebony: 7,
      iron: 7,
      jewelry: 7,
      limestone: 7,
    });
  });

  it("sums a good listed twice in one sector (Asteroid Belt Aurora sector 8)", () => {
    const view = computeCampaignCost({
      scope: { age: "SpaceAgeAsteroidBelt", province: "Aurora" },
    });
    expect(view.rows[8]).toEqual({
      sector: 8,
      conquered: false,
      goods: { nickel: 235, processed_materials: 40, platinum_crystals: 255 },
      specialGoods: {},
    });
  });

  it("shows a sector with an empty cost list with empty maps", () => {
    const view = computeCampaignCost({
      scope: { age: "ContemporaryEra", province: "Hafar_Al_Karak" },
    });
    expect(view.rows[3]).toEqual({ sector: 3, conquered: false, goods: {}, specialGoods: {} });
  });

  it("puts special goods in their own columns (Oceanic Future Grog_Wash: 80 promethium)", () => {
    const view = computeCampaignCost({
      scope: { age: "OceanicFuture", province: "Grog_Wash" },
      conquered: { OceanicFuture: { Grog_Wash: [false, false, true, false] } },
    });
    expect(view.specialGoodsColumns).toEqual(["promethium"]);
    expect(view.rows[1]!.specialGoods).toEqual({ promethium: 80 });
    expect(view.totals.specialGoods).toEqual({ promethium: 80 });
    expect(view.state).toBe(-1);
  });

  it("keeps the two Breturia provinces apart", () => {
    const conquered: Conquered = {
      EarlyMiddleAges: { Breturia: [true, true, true, true, true] },
    };
    const ema = computeCampaignCost({
      scope: { age: "EarlyMiddleAges", province: "Breturia" },
      conquered,
    });
    const hma = computeCampaignCost({
      scope: { age: "HighMiddleAges", province: "Breturia" },
      conquered,
    });
    expect(ema.state).toBe(1);
    expect(hma.state).toBe(0);
    expect(hma.totals.goods).toEqual({
      alabaster: 25,
      copper: 25,
      gold: 0,
      granite: 22,
      honey: 40,
    });
  });

  it("reads missing, short and non-boolean conquered entries as not conquered", () => {
    const conquered = {
      BronzeAge: { Hymir: [true, 1, "true", null] },
    } as unknown as Conquered;
    const view = computeCampaignCost({ scope: { age: "BronzeAge", province: "Hymir" }, conquered });
    expect(view.rows.map((r) => (r as CampaignSectorRow).conquered)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const none = computeCampaignCost({ scope: { age: "BronzeAge", province: "Hymir" } });
    expect(none.state).toBe(0);
  });
});

describe("computeCampaignCost, provinces of an age", () => {
  it("gives one row per province in data order with the age state", () => {
    const view = computeCampaignCost({
      scope: { age: "BronzeAge", province: "all" },
      conquered: { BronzeAge: { Dunarsund: [true, true, true] } },
    });
    expect(view.rows.map((r) => (r as CampaignProvinceRow).province)).toEqual([
      "Dunarsund",
      "Tyr",
      "Fel_Dranghyr",
      "Hymir",
    ]);
    expect(view.rows[0]).toEqual({
      province: "Dunarsund",
      state: 1,
      goods: { dye: 0, lumber: 0, marble: 0, stone: 0, wine: 0 },
      specialGoods: {},
    });
    // Bronze Age total (campaign.json) minus Dunarsund (stone 2, wine 2, dye 2).
    expect(view.totals.goods).toEqual({ dye: 13, lumber: 17, marble: 18, stone: 13, wine: 13 });
    expect(view.state).toBe(-1);
  });

  it("a province row only has entries for the goods ages its own sectors use", () => {
    const view = computeCampaignCost({ scope: { age: "IronAge", province: "all" } });
    const ruug = view.rows.find((r) => (r as CampaignProvinceRow).province === "Ruug")!;
    expect(Object.keys(ruug.goods)).toEqual(IRON_GOODS);
    expect(ruug.goods).toEqual({ cloth: 6, ebony: 8, iron: 6, jewelry: 6, limestone: 6 });
    expect(view.columnAges).toEqual(["BronzeAge", "IronAge"]);
  });

  it("age state: 0 with nothing, 1 with everything, -1 when provinces differ", () => {
    const all = toggleConquered({ age: "BronzeAge", value: true }).conquered;
    expect(computeCampaignCost({ scope: { age: "BronzeAge", province: "all" } }).state).toBe(0);
    expect(
      computeCampaignCost({ scope: { age: "BronzeAge", province: "all" }, conquered: all }).state,
    ).toBe(1);
  });
});

describe("computeCampaignCost, all ages", () => {
  it("has one row per campaign age, no state, and totals equal the data's pre-summed totals", () => {
    const view = computeCampaignCost({ scope: { age: "all" } });
    expect(view.state).toBeUndefined();
    expect("state" in view).toBe(false);
    expect(view.rows.map((r) => (r as CampaignAgeRow).age)).toEqual(
      listCampaignAges().map((a) => a.age),
    );
    const expected: Record<string, number> = {};
    for (const age of listCampaignAges()) {
      const row = view.rows.find((r) => (r as CampaignAgeRow).age === age.age)!;
      const own: Record<string, number> = {};
      for (const [good, n] of Object.entries(age.totalCost)) {
        own[good] = n;
        expected[good] = (expected[good] ?? 0) + n;
      }
      expect({ ...nonZero(row.goods), ...nonZero(row.specialGoods) }).toEqual(nonZero(own));
      for (const province of age.provinces) {
        const provinceView = computeCampaignCost({
          scope: { age: age.age, province: province.key },
        });
        expect({
          ...nonZero(provinceView.totals.goods),
          ...nonZero(provinceView.totals.specialGoods),
        }).toEqual(nonZero(province.totalCost));
      }
    }
    expect({ ...nonZero(view.totals.goods), ...nonZero(view.totals.specialGoods) }).toEqual(
      nonZero(expected),
    );
    expect(view.specialGoodsColumns).toEqual(["promethium", "orichalcum"]);
    expect(view.columnAges[0]).toBe("BronzeAge");
    expect(view.columnAges.at(-1)).toBe("SpaceAgeAsteroidBelt");
    expect(view.goodsColumns).toHaveLength(view.columnAges.length * 5);
  });

  it("a fully conquered age row shows zeros and state 1", () => {
    const conquered = toggleConquered({ age: "BronzeAge", value: true }).conquered;
    const view = computeCampaignCost({ scope: { age: "all" }, conquered });
    expect(view.rows[0]).toEqual({
      age: "BronzeAge",
      state: 1,
      goods: { dye: 0, lumber: 0, marble: 0, stone: 0, wine: 0 },
      specialGoods: {},
    });
    expect((view.rows[1] as CampaignAgeRow).state).toBe(0);
  });
});

describe("computeCampaignCost errors", () => {
  it.each([
    [{ age: "SpaceAgeVenus", province: "all" }],
    [{ age: "NoAge", province: "all" }],
    [{ age: "bronzeage", province: "all" }],
    [{ age: 3 }],
    [{}],
    [undefined],
    ["all"],
  ])("scope %j -> UnknownAgeError", (scope) => {
    expect(errorOf(() => computeCampaignCost({ scope: scope as never }))).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
  });

  it.each([["Badakus"], ["nope"], [undefined], [null], [0], ["constructor"]])(
    "province %j of Bronze Age -> UnknownProvinceError",
    (province) => {
      expect(
        errorOf(() =>
          computeCampaignCost({ scope: { age: "BronzeAge", province: province as never } }),
        ),
      ).toEqual({ name: "UnknownProvinceError", field: "province" });
    },
  );

  it("rejects malformed injected data", () => {
    const broken = [
      {},
      { ages: [null] },
      { ages: [{ age: "IronAge", provinces: 5 }] },
      { ages: [{ age: "IronAge", provinces: [{ key: "P", sectors: [{ cost: "x" }] }] }] },
      {
        ages: [
          { age: "IronAge", provinces: [{ key: "P", sectors: [{ cost: [{ good: "iron" }] }] }] },
        ],
      },
    ];
    for (const data of broken) {
      expect(
        errorOf(() =>
          computeCampaignCost({ scope: { age: "all" }, data: data as unknown as CampaignData }),
        ),
      ).toEqual({ name: "UnknownDataError", field: "data" });
    }
  });
});

describe("injected campaign data", () => {
  const data: CampaignData = {
    ages: [
      {
        age: "IronAge",
        totalCost: {},
        provinces: [
          {
            key: "P",
            name: "P",
            rewards: [],
            totalCost: {},
            sectors: [
              {
                rewards: [],
                cost: [
                  { good: "iron", amount: 4 },
                  { good: "dye", amount: 1 },
                ],
              },
              { rewards: [], cost: [{ good: "promethium", amount: 9, special: true }] },
            ],
          },
        ],
      } as CampaignAge,
    ],
  };

  it("computes from the injected data", () => {
    const view = computeCampaignCost({
      scope: { age: "IronAge", province: "all" },
      conquered: { IronAge: { P: [false, true] } },
      data,
    });
    expect(view.columnAges).toEqual(["BronzeAge", "IronAge"]);
    expect(view.specialGoodsColumns).toEqual(["promethium"]);
    expect(view.totals.goods.iron).toBe(4);
    expect(view.totals.goods.dye).toBe(1);
    expect(view.totals.specialGoods).toEqual({ promethium: 0 });
    expect(view.state).toBe(-1);
    expect(
      errorOf(() => computeCampaignCost({ scope: { age: "BronzeAge", province: "all" }, data }))
        .name,
    ).toBe("UnknownAgeError");
  });

  it("rejects a good unknown to goods.json", () => {
    const bad: CampaignData = {
      ages: [
        {
          ...data.ages[0]!,
          provinces: [
            {
              ...data.ages[0]!.provinces[0]!,
              sectors: [{ cost: [{ good: "unobtainium", amount: 1 }] }],
            },
          ],
        },
      ],
    };
    expect(errorOf(() => computeCampaignCost({ scope: { age: "all" }, data: bad })).name).toBe(
      "UnknownDataError",
    );
  });
});

describe("toggleConquered", () => {
  it("sets one sector", () => {
    expect(
      toggleConquered({
        conquered: {},
        age: "ModernEra",
        province: "Inashu",
        sector: 1,
        value: true,
      }),
    ).toEqual({ conquered: { ModernEra: { Inashu: [false, true, false, false] } } });
  });

  it("sets a whole province, and an already conquered province again changes nothing", () => {
    const once = toggleConquered({ age: "BronzeAge", province: "Tyr", value: true }).conquered;
    expect(once).toEqual({ BronzeAge: { Tyr: [true, true, true, true, true] } });
    expect(
      toggleConquered({ conquered: once, age: "BronzeAge", province: "Tyr", value: true })
        .conquered,
    ).toEqual(once);
  });

  it("sets a whole age (every province, data order)", () => {
    const all = toggleConquered({ conquered: {}, age: "BronzeAge", value: true }).conquered;
    expect(all).toEqual({
      BronzeAge: {
        Dunarsund: [true, true, true],
        Tyr: [true, true, true, true, true],
        Fel_Dranghyr: [true, true, true],
        Hymir: [true, true, true, true, true],
      },
    });
    expect(Object.keys(all.BronzeAge!)).toEqual(["Dunarsund", "Tyr", "Fel_Dranghyr", "Hymir"]);
    expect(toggleConquered({ conquered: all, age: "BronzeAge", value: false }).conquered).toEqual(
      {},
    );
  });

  it("the last sector completes a province", () => {
    const c = { BronzeAge: { Dunarsund: [true, true, false] } };
    const out = toggleConquered({
      conquered: c,
      age: "BronzeAge",
      province: "Dunarsund",
      sector: 2,
      value: true,
    });
    expect(out.conquered).toEqual({ BronzeAge: { Dunarsund: [true, true, true] } });
    expect(getProvinceState(out.conquered, "BronzeAge", "Dunarsund")).toBe(1);
  });

  it("un-conquering the last sector drops the province and the age", () => {
    const c = { BronzeAge: { Dunarsund: [false, true, false] } };
    expect(
      toggleConquered({
        conquered: c,
        age: "BronzeAge",
        province: "Dunarsund",
        sector: 1,
        value: false,
      }),
    ).toEqual({ conquered: {} });
  });

  it("returns the canonical form: padded arrays, data order, unknown keys dropped", () => {
    const c = {
      IronAge: { Maktaba: [true], Badakus: [] as boolean[], Nowhere: [true] },
      NoAge: { X: [true] },
      BronzeAge: { Tyr: [false, false] },
    } as unknown as Conquered;
    const out = toggleConquered({
      conquered: c,
      age: "BronzeAge",
      province: "Dunarsund",
      sector: 0,
      value: true,
    });
    expect(out.conquered).toEqual({
      BronzeAge: { Dunarsund: [true, false, false] },
      IronAge: { Maktaba: [true, false, false] },
    });
    expect(Object.keys(out.conquered)).toEqual(["BronzeAge", "IronAge"]);
    // The input is not modified.
    expect(c.IronAge!.Maktaba).toEqual([true]);
  });

  it("treats a missing conquered map as empty and only `true` as conquering", () => {
    expect(
      toggleConquered({ age: "BronzeAge", province: "Dunarsund", sector: 0, value: true })
        .conquered,
    ).toEqual({
      BronzeAge: { Dunarsund: [true, false, false] },
    });
    expect(
      toggleConquered({
        age: "BronzeAge",
        province: "Dunarsund",
        value: "yes" as unknown as boolean,
      }).conquered,
    ).toEqual({});
  });

  it("checks age, then province, then sector", () => {
    expect(
      errorOf(() =>
        toggleConquered({ age: "Nope" as AgeKey, province: "x", sector: -1, value: true }),
      ),
    ).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
    expect(
      errorOf(() =>
        toggleConquered({ age: "BronzeAge", province: "Badakus", sector: -1, value: true }),
      ),
    ).toEqual({
      name: "UnknownProvinceError",
      field: "province",
    });
    expect(errorOf(() => toggleConquered({ age: "BronzeAge", sector: 0, value: true })).name).toBe(
      "UnknownProvinceError",
    );
  });

  it.each([[-1], [3], [1.5], [Number.NaN], ["0"], [Number.POSITIVE_INFINITY]])(
    "sector %j of Dunarsund (3 sectors) -> UnknownSectorError",
    (sector) => {
      expect(
        errorOf(() =>
          toggleConquered({
            age: "BronzeAge",
            province: "Dunarsund",
            sector: sector as number,
            value: true,
          }),
        ),
      ).toEqual({ name: "UnknownSectorError", field: "sector" });
    },
  );
});

describe("getProvinceState / getAgeState", () => {
  it("derive the tri-states", () => {
    const c: Conquered = {
      BronzeAge: { Dunarsund: [true, true, true], Tyr: [false, true, false, false, false] },
    };
    expect(getProvinceState(c, "BronzeAge", "Dunarsund")).toBe(1);
    expect(getProvinceState(c, "BronzeAge", "Tyr")).toBe(-1);
    expect(getProvinceState(c, "BronzeAge", "Hymir")).toBe(0);
    expect(getAgeState(c, "BronzeAge")).toBe(-1);
    expect(getAgeState(c, "IronAge")).toBe(0);
    const age = toggleConquered({ age: "IronAge", value: true }).conquered;
    expect(getAgeState(age, "IronAge")).toBe(1);
    // All provinces complete but one: provinces differ.
    const partial = toggleConquered({
      conquered: age,
      age: "IronAge",
      province: "Ruug",
      value: false,
    }).conquered;
    expect(getAgeState(partial, "IronAge")).toBe(-1);
  });

  it("throw for unknown keys", () => {
    expect(errorOf(() => getProvinceState({}, "SpaceAgeVenus", "x")).name).toBe("UnknownAgeError");
    expect(errorOf(() => getProvinceState({}, "BronzeAge", "Ruug")).name).toBe(
      "UnknownProvinceError",
    );
    expect(errorOf(() => getAgeState({}, "StoneAge")).name).toBe("UnknownAgeError");
  });
});

describe("normalizeConquered / legacy format", () => {
  it("converts the legacy FOE Tools format, padding short lists", () => {
    const legacy = {
      BronzeAge: {
        _state: -1,
        Dunarsund: { _state: 1, sectors: [true, true, true] },
        Tyr: { _state: -1, sectors: [true] },
        Hymir: { _state: 0, sectors: [false, false, false, false, false] },
      },
      IronAge: { _state: 0 },
      Atlantis: { _state: 1, Foo: { sectors: [true] } },
    };
    expect(convertLegacyConquered(legacy)).toEqual({
      BronzeAge: { Dunarsund: [true, true, true], Tyr: [true, false, false, false, false] },
    });
  });

  it("keeps canonical values, cuts long lists, accepts a mix, drops junk", () => {
    expect(
      normalizeConquered({
        BronzeAge: { Dunarsund: [true, false, false, true, true], Tyr: { sectors: [false, true] } },
        IronAge: "x",
      }),
    ).toEqual({
      BronzeAge: { Dunarsund: [true, false, false], Tyr: [false, true, false, false, false] },
    });
    expect(normalizeConquered(null)).toEqual({});
    expect(normalizeConquered([true])).toEqual({});
    expect(normalizeConquered("campaign")).toEqual({});
  });

  it("is a fixed point on canonical values", () => {
    const c = toggleConquered({ age: "ColonialAge", province: "Narcien", value: true }).conquered;
    expect(normalizeConquered(c)).toEqual(c);
  });
});

// ---------------------------------------------------------------- properties

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
