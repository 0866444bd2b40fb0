/** Campaign cost: the cost table of each scope, its errors and injected map data. */
import { describe, expect, it } from "vitest";
import {
  computeCampaignCost,
  toggleConquered,
  type CampaignData,
  type CampaignProvinceRow,
  type CampaignSectorRow,
  type CampaignAgeRow,
  type Conquered,
} from "./campaign-cost.js";
import { listCampaignAges, type CampaignAge } from "./data/index.js";
import { errorOf } from "../test/error-of.js";
import { nonZero } from "../test/non-zero.js";

const BRONZE_GOODS = ["dye", "lumber", "marble", "stone", "wine"];
const IRON_GOODS = ["cloth", "ebony", "iron", "jewelry", "limestone"];

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
