import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  AGE_KEYS,
  GB_KEYS,
  getAge,
  getGbLevels,
  getGreatBuilding,
  listAges,
  listCampaignAges,
  listGreatBuildings,
  listRecurringQuests,
} from "./index.js";

const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../data");

describe("bundled game data", () => {
  it("passes the shared data validator", () => {
    const out = execFileSync(process.execPath, [join(DATA_DIR, "validate.mjs")], {
      cwd: DATA_DIR,
      encoding: "utf8",
    });
    expect(out).toMatch(/^OK/m);
  });

  it("has exactly the typed age and GB keys", () => {
    expect(listAges().map((a) => a.key)).toEqual([...AGE_KEYS]);
    expect(listGreatBuildings().map((g) => g.key)).toEqual([...GB_KEYS]);
  });

  it("keeps levels contiguous from 1 to maxLevel", () => {
    for (const gb of listGreatBuildings()) {
      expect(gb.levels.length, gb.key).toBe(gb.coverage.maxLevel);
      gb.levels.forEach((row, i) => expect(row.level).toBe(i + 1));
    }
  });

  it("never uses 0 for an unknown level cost", () => {
    for (const gb of listGreatBuildings()) {
      for (const row of gb.levels) {
        if (row.cost !== null) expect(row.cost).toBeGreaterThan(0);
      }
    }
  });

  it("gives known values for spot checks", () => {
    expect(getGreatBuilding("Observatory")?.levels[0]?.cost).toBe(50);
    expect(getGreatBuilding("The_Arc")?.levels[79]?.cost).toBe(5464);
    expect(getAge("HighMiddleAges")?.goods).toEqual([
      "brick",
      "dried_herbs",
      "glass",
      "rope",
      "salt",
    ]);
    expect(getGreatBuilding("Nope")).toBeUndefined();
    expect(listCampaignAges().length).toBe(18);
    expect(listRecurringQuests().length).toBe(16);
  });

  it("builds calculator levels with unknowns kept as null", () => {
    const obs = getGbLevels("Observatory")!;
    expect(obs[0]).toEqual({
      cost: 50,
      reward: [
        { fp: 5, medals: 13, bp: 0 },
        { fp: 5, medals: 7, bp: 0 },
        { fp: 0, medals: 3, bp: 0 },
        { fp: 0, medals: 1, bp: 0 },
        { fp: 0, medals: 1, bp: 0 },
      ],
    });
    expect(getGbLevels("AI_Core")![0]!.cost).toBeNull();
    expect(getGbLevels("Shattered_Horizon_Siphon")!.some((l) => l.reward === null)).toBe(true);
    expect(getGbLevels("Nope")).toBeUndefined();
  });
});
