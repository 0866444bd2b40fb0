/** The leveling order under the Prestige rules: links, the gold investor bonus, old links. */
import { describe, expect, it } from "vitest";
import { getGreatBuilding } from "@foe-toolbox/core/data/gbs";
import { computeGbLevelingOrderWith } from "@foe-toolbox/core/gb-leveling-order/compute";
import { buildCompactDataset } from "./dataset-build";
import { decodeGbLevelingOrderDataset } from "./dataset-format";
import {
  DEFAULT_SETTINGS,
  parsePermalink,
  permalinkQuery,
  plannerInput,
  splitsTiers,
  type LevelingSettings,
} from "./state";

/** A link made before Prestige, as the site wrote it. */
const OLD_LINK =
  "fp=50&levels=Observatory%3A20%2CThe_Arc%3A80&locked=Observatory&pct=90&production=10&random=false&ratio=0.2&reward=contributionBoost&target=120";

const settings: LevelingSettings = {
  ...DEFAULT_SETTINGS,
  reward: "contributionBoost",
  targetLevel: 120,
  investorPercentage: 90,
  investorPercentageGold: 20,
};

describe("leveling order links", () => {
  it("carry rules=prestige and the gold bonus under Prestige only", () => {
    const query = new URLSearchParams(permalinkQuery(settings, { The_Arc: 80 }, [], "prestige"));
    expect(query.get("rules")).toBe("prestige");
    expect(query.get("pctg")).toBe("20");
    expect(parsePermalink(query).settings).toEqual(settings);
    const live = permalinkQuery(settings, { The_Arc: 80 }, []);
    expect(live).not.toMatch(/rules|pctg/);
  });

  it("open an old link as before, the gold levels taking the one bonus", () => {
    const link = parsePermalink(new URLSearchParams(OLD_LINK));
    expect(link.settings).toMatchObject({
      reward: "contributionBoost",
      targetLevel: 120,
      investorPercentage: 90,
      investorPercentageGold: 90,
      fpPer24h: 50,
    });
    expect(link.levels).toEqual({ Observatory: 20, The_Arc: 80 });
    expect(link.locked).toEqual(["Observatory"]);
    expect(permalinkQuery(link.settings, link.levels, link.locked)).toBe(OLD_LINK);
  });
});

describe("the gold bonus", () => {
  const eligible = ["The_Arc", "Observatory"] as const;

  it("is asked for only under Prestige when a planned GB can go from copper to gold", () => {
    const levels = { The_Arc: 80, Observatory: 120 };
    expect(splitsTiers(settings, levels, [], eligible, "live")).toBe(false);
    expect(splitsTiers(settings, levels, [], eligible, "prestige")).toBe(true);
    expect(splitsTiers(settings, levels, ["The_Arc"], eligible, "prestige")).toBe(false);
    expect(splitsTiers({ ...settings, targetLevel: 100 }, levels, [], eligible, "prestige")).toBe(
      false,
    );
    expect(splitsTiers({ ...settings, targetLevel: -1 }, levels, [], eligible, "prestige")).toBe(
      true,
    );
  });

  it("changes the plan's gold levels only, on the data the page downloads", () => {
    const data = decodeGbLevelingOrderDataset(
      JSON.parse(JSON.stringify(buildCompactDataset([getGreatBuilding("The_Arc")!]))),
    )!;
    const run = (s: LevelingSettings) =>
      computeGbLevelingOrderWith({
        ...plannerInput(
          { ...s, reward: "contributionBoost" },
          { The_Arc: 95 },
          [],
          ["The_Arc"],
          "prestige",
        ),
        data,
      });
    const input = plannerInput(
      { ...settings, reward: "contributionBoost" },
      { The_Arc: 95 },
      [],
      ["The_Arc"],
      "prestige",
    );
    expect(input).toMatchObject({ rules: "prestige", investorPercentageGold: 20 });
    const same = run({ ...settings, investorPercentageGold: 90 });
    const cheaper = run(settings);
    expect(cheaper.plan.at(-1)!.days).toBeGreaterThan(same.plan.at(-1)!.days);
  });
});
