/**
 * The calculators take read-only inputs: a caller holding `as const` literals, frozen state or
 * `readonly` arrays passes them as they are. This file is mostly a type check (`tsc` fails on a
 * mutable input type); at run time the frozen inputs also show that nothing writes into them.
 */
import { describe, expect, it } from "vitest";
import {
  buildGbPromotionMessages,
  buildPromotionMessage,
  computeCampaignCost,
  computeCfRewards,
  computeGbForecast,
  computeGbLevelingOrder,
  computeGbStatistics,
  computeTradeRoute,
  computeTradeTable,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
  getAgeState,
  getDurationParts,
  getProvinceState,
  splitOffers,
  toggleConquered,
  type GbLevel,
} from "../src/index.js";
import { getGbLevels } from "../src/data/index.js";
import { deepFreeze } from "./mutate.js";

const levels: readonly GbLevel[] = deepFreeze(getGbLevels("Observatory")!);
const percentages = [90, 90, 90, 90, 90] as const;

describe("read-only inputs are accepted and left untouched", () => {
  it("GB forecast, statistics and leveling order", () => {
    const forecast = computeGbForecast(
      deepFreeze({ levels, currentLevel: 0, targetLevel: 10, investorPercentages: percentages }),
    );
    expect(forecast.rows).toHaveLength(10);
    const series = [{ key: "Obs", levels }] as const;
    expect(computeGbStatistics({ stat: "cost_level", from: 1, to: 3, series }).labels).toEqual([
      1, 2, 3,
    ]);
    const order = computeGbLevelingOrder(
      deepFreeze({
        reward: "forgePoints",
        gbs: ["Observatory", "Cape_Canaveral"],
        lockedGbs: [],
        currentLevels: { Observatory: 2 },
        targetLevel: 3,
      } as const),
    );
    expect(order.eligibleGbs).toEqual(["Cape_Canaveral"]);
    expect(getDurationParts(deepFreeze({ years: 1, months: 0, days: 2 } as const))).toHaveLength(2);
  });

  it("promotion messages", () => {
    const config = DEFAULT_PROMOTION_TEMPLATES[1]!.config;
    const { message } = buildPromotionMessage({
      fromLevel: 9,
      toLevel: 10,
      ownerPreparation: 430,
      levelCost: 650,
      places: [
        { place: 1, value: 124, preparation: 402, included: true },
        { place: 2, value: 67, preparation: 402, included: true },
        { place: 3, value: 19, preparation: 421, included: true },
        { place: 4, value: 10, preparation: 421, included: true },
      ],
      config,
      gbName: "Observatory",
      gbShortName: "Obs",
    });
    expect(message).toBe("Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10)");
    const result = buildGbPromotionMessages(
      deepFreeze({
        levels,
        level: 10,
        investorPercentages: percentages,
        investors: [],
        includePlaces: [true, true, true, true, true],
        onlySecuredPlaces: false,
        settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
        templates: DEFAULT_PROMOTION_TEMPLATES.slice(1, 2),
        gbName: "Observatory",
        gbShortName: "Obs",
      } as const),
    );
    expect(result.messages).toHaveLength(1);
  });

  it("campaign cost", () => {
    const conquered = deepFreeze({
      ColonialAge: { Deuxerres: [true, false, false, false] },
    } as const);
    const scope = { age: "ColonialAge", province: "all" } as const;
    expect(computeCampaignCost(deepFreeze({ scope, conquered })).state).toBe(-1);
    expect(getProvinceState(conquered, "ColonialAge", "Deuxerres")).toBe(-1);
    expect(getAgeState(conquered, "ColonialAge")).toBe(-1);
    const toggled = toggleConquered(deepFreeze({ conquered, age: "ColonialAge", value: true }));
    expect(getAgeState(toggled.conquered, "ColonialAge")).toBe(1);
  });

  it("Château Frontenac and trade", () => {
    const cf = computeCfRewards(
      deepFreeze({ age: "IronAge", coins: 50_000, supplies: 50_000, cfBoost: 100 } as const),
    );
    expect(cf.dailyUbq).toBeGreaterThan(0);
    const route = computeTradeRoute(
      deepFreeze({ mode: "simple", have: "IronAge", want: "HighMiddleAges", amount: 10 } as const),
    );
    expect(route.steps.length).toBeGreaterThan(1);
    const table = computeTradeTable(
      deepFreeze({ mode: "fair", age: "IronAge", amount: 10 } as const),
    );
    expect(table.rows.length).toBeGreaterThan(1);
    const split = splitOffers(
      deepFreeze({ get: 1500, maxOfferSize: 1000, rateGiveToGet: 1, rateGetToGive: 1 } as const),
    );
    expect(split.offers.count).toBe(1);
  });
});
