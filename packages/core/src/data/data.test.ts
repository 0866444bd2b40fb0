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
  gbsMeta,
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

  it("knows every cost from coverage.costsFromLevel on and none before it", () => {
    for (const gb of listGreatBuildings()) {
      const from = gb.coverage.costsFromLevel;
      gb.levels.forEach((row) => {
        const known = from !== null && row.level >= from;
        expect(row.cost !== null, `${gb.key} L${row.level}`).toBe(known);
      });
    }
    // The five GBs whose costs were inferred from live logs: unknown below 10, known from 10 on.
    for (const key of [
      "Saturn_VI_Gate_Centaurus",
      "Saturn_VI_Gate_Pegasus",
      "Saturn_VI_Gate_Hydra",
      "Stellar_Warship",
      "Cosmic_Catalyst",
    ]) {
      const gb = getGreatBuilding(key)!;
      expect(gb.coverage.costsFromLevel, key).toBe(10);
      expect(gb.levels[8]!.cost, key).toBeNull();
      expect(gb.levels[9]!.cost, key).toBeGreaterThan(0);
    }
    expect(getGreatBuilding("AI_Core")!.coverage.costsFromLevel).toBeNull();
  });

  it("equals every value logged in the live game (meta.checks)", () => {
    expect(gbsMeta.checks.loggedCosts.length).toBeGreaterThan(0);
    for (const c of gbsMeta.checks.loggedCosts) {
      expect(getGreatBuilding(c.gb)!.levels[c.level - 1]!.cost, `${c.gb} L${c.level}`).toBe(c.cost);
      expect(gbsMeta.sources[c.source], c.source).toBeDefined();
    }
    for (const c of gbsMeta.checks.loggedRewards) {
      const rewards = getGreatBuilding(c.gb)!.levels[c.level - 1]!.rewards!;
      if (c.fp) expect(rewards.fp, `${c.gb} L${c.level} fp`).toEqual(c.fp);
      if (c.medals) expect(rewards.medals, `${c.gb} L${c.level} medals`).toEqual(c.medals);
      if (c.blueprints) expect(rewards.blueprints, `${c.gb} L${c.level} bp`).toEqual(c.blueprints);
    }
    expect(getGreatBuilding("Stellar_Warship")!.levels[68]!.cost).toBe(61512);
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
    expect(getGbLevels("Cosmic_Catalyst")![8]!.cost).toBeNull();
    expect(getGbLevels("Cosmic_Catalyst")![9]!.cost).toBe(11540);
    expect(getGbLevels("Shattered_Horizon_Siphon")!.some((l) => l.reward === null)).toBe(true);
    expect(getGbLevels("Nope")).toBeUndefined();
  });
});
