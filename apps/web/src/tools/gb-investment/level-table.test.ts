import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { getGreatBuilding, listGreatBuildings } from "@foe-toolbox/core/data/gbs";
import { getGbLevels, type GbLevel } from "@foe-toolbox/core/data/levels";
import { decodeLevelTable, encodeLevelTable, type LevelBonus } from "./level-table";

const gzip = (value: unknown) => gzipSync(JSON.stringify(value)).length;

describe("compact level table", () => {
  it("gives every GB's levels and bonuses back exactly (values and key order)", () => {
    for (const gb of listGreatBuildings()) {
      const levels = getGbLevels(gb.key)!;
      const bonuses = getGreatBuilding(gb.key)!.levels.map((row) => row.bonus);
      const decoded = decodeLevelTable(encodeLevelTable(levels, bonuses));
      expect(JSON.stringify(decoded.levels), gb.key).toBe(JSON.stringify(levels));
      expect(JSON.stringify(decoded.bonuses), gb.key).toBe(JSON.stringify(bonuses));
      expect(decoded.levels, gb.key).toStrictEqual(levels);
    }
  });

  it("keeps unknown costs, rewards, bonuses and decimal bonuses", () => {
    const levels: GbLevel[] = [
      {
        cost: 10,
        reward: [{ fp: 5 }, { fp: 3, bp: 1 }, { fp: 1 }, { fp: 0 }, { fp: 0, medals: 2 }],
      },
      { cost: null, reward: null },
      {
        cost: 30,
        reward: [{ fp: 9 }, { fp: 4, bp: 2 }, { fp: 2 }, { fp: 1 }, { fp: 0, medals: 3 }],
      },
    ];
    const bonuses: LevelBonus[] = [{ attack: 1.5, goods: 4 }, null, { goods: 6, attack: 2.1 }];
    const decoded = decodeLevelTable(encodeLevelTable(levels, bonuses));
    expect(decoded.levels).toStrictEqual(levels);
    expect(decoded.bonuses).toStrictEqual(bonuses);
  });

  it("is much smaller than the table as objects (The Arc)", () => {
    const levels = getGbLevels("The_Arc")!;
    const bonuses = getGreatBuilding("The_Arc")!.levels.map((row) => row.bonus);
    expect(gzip(encodeLevelTable(levels, bonuses))).toBeLessThan(gzip({ levels, bonuses }) / 2);
  });
});
