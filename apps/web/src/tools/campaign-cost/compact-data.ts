/**
 * The continent-map data the campaign page downloads on demand: `campaign.json` without its
 * `meta` and the pre-summed `totalCost` fields (the core sums costs itself). It keeps the shape
 * of the core's `CampaignData`, plus the names and rewards the page shows.
 */
import type {
  AgeKey,
  CampaignReward,
  CampaignRewardType,
  CampaignSectorCost,
} from "@foe-toolbox/core/data/types";
import { runToEnd } from "@/lib/slices";

export interface CompactSector {
  rewards: CampaignReward[];
  /** `null` when the data does not know the sector's cost. */
  cost: CampaignSectorCost[] | null;
}

export interface CompactProvince {
  key: string;
  /** Proper noun, the same in every language. */
  name: string;
  rewards: CampaignReward[];
  sectors: CompactSector[];
}

export interface CompactAge {
  age: AgeKey;
  provinces: CompactProvince[];
}

/** Fits the core's `CampaignData` (its `data` argument). */
export interface CompactCampaignData {
  ages: CompactAge[];
}

interface SourceSector {
  rewards: readonly CampaignReward[];
  cost: readonly CampaignSectorCost[] | null;
}
interface SourceAge {
  age: AgeKey;
  provinces: readonly {
    key: string;
    name: string;
    rewards: readonly CampaignReward[];
    sectors: readonly SourceSector[];
  }[];
}

function reward(r: CampaignReward): CampaignReward {
  const out: CampaignReward = { type: r.type };
  if (r.amount !== undefined) out.amount = r.amount;
  if (r.good !== undefined) out.good = r.good;
  if (r.age !== undefined) out.age = r.age;
  return out;
}

function cost(c: CampaignSectorCost): CampaignSectorCost {
  return c.special === true
    ? { good: c.good, amount: c.amount, special: true }
    : { good: c.good, amount: c.amount };
}

/** The compact copy of the bundled campaign ages (same order, same values). */
export function compactCampaignData(ages: readonly SourceAge[]): CompactCampaignData {
  return {
    ages: ages.map((age) => ({
      age: age.age,
      provinces: age.provinces.map((p) => ({
        key: p.key,
        name: p.name,
        rewards: p.rewards.map(reward),
        sectors: p.sectors.map((s) => ({
          rewards: s.rewards.map(reward),
          cost: s.cost === null ? null : s.cost.map(cost),
        })),
      })),
    })),
  };
}

// ---------------------------------------------------------------- reading a download

const REWARD_TYPES: ReadonlySet<string> = new Set<CampaignRewardType>([
  "coins",
  "supplies",
  "specialGood",
  "goods",
  "goodsProductionBonus",
  "pvpTower",
  "expansion",
  "medals",
  "diamonds",
  "explorationSite",
]);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

function isReward(v: unknown): v is CampaignReward {
  return (
    isObject(v) &&
    typeof v.type === "string" &&
    REWARD_TYPES.has(v.type) &&
    (v.amount === undefined || isAmount(v.amount)) &&
    (v.good === undefined || typeof v.good === "string") &&
    (v.age === undefined || typeof v.age === "string")
  );
}

function isCost(v: unknown): v is CampaignSectorCost {
  return (
    isObject(v) &&
    typeof v.good === "string" &&
    isAmount(v.amount) &&
    (v.special === undefined || typeof v.special === "boolean")
  );
}

function isSector(v: unknown): v is CompactSector {
  return (
    isObject(v) &&
    Array.isArray(v.rewards) &&
    v.rewards.every(isReward) &&
    (v.cost === null || (Array.isArray(v.cost) && v.cost.every(isCost)))
  );
}

function isProvince(v: unknown): v is CompactProvince {
  return (
    isObject(v) &&
    typeof v.key === "string" &&
    typeof v.name === "string" &&
    Array.isArray(v.rewards) &&
    v.rewards.every(isReward) &&
    Array.isArray(v.sectors) &&
    v.sectors.length > 0 &&
    v.sectors.every(isSector)
  );
}

/**
 * Checks a downloaded file (it could come from an old or damaged cache) before anything uses it,
 * one province per step (for `runInSlices`); returns `null` when it is not campaign data. Good
 * keys are checked later by the core.
 */
export function* checkCampaignDataSteps(
  value: unknown,
): Generator<void, CompactCampaignData | null> {
  if (!isObject(value) || !Array.isArray(value.ages) || value.ages.length === 0) return null;
  for (const age of value.ages as unknown[]) {
    if (!isObject(age) || typeof age.age !== "string" || !Array.isArray(age.provinces)) return null;
    for (const province of age.provinces as unknown[]) {
      if (!isProvince(province)) return null;
      yield;
    }
  }
  return value as unknown as CompactCampaignData;
}

/** `checkCampaignDataSteps` in one go. */
export function parseCampaignData(value: unknown): CompactCampaignData | null {
  return runToEnd(checkCampaignDataSteps(value));
}
