/**
 * Levels as the game shows them (docs/tools/gb-prestige.md, "Levels as the game shows them"): the
 * cost of a level and, under live rules, each place's base reward, typed in by the player because
 * our data lacks them or differs from the player's server. Kept per profile (synced with it), per
 * GB and level: `{ [gb]: { [level]: { cost?, rewards? } } }`. Pure functions, no store.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import { isPlainObject } from "@/lib/storage/sanitize";

/** Places of a live reward table, the only rewards a player enters (Prestige computes them). */
export const ENTERED_REWARD_PLACES = 5;

export interface EnteredLevel {
  /** The level's FP cost, an integer >= 1. */
  cost?: number;
  /** P1..P5 base FP rewards (live rules); `null` where not entered. */
  rewards?: (number | null)[];
}

/** Per GB key, per level (as a decimal string key, JSON objects having string keys). */
export type EnteredLevels = Record<string, Record<string, EnteredLevel>>;

const isCost = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const isReward = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isLevelKey = (key: string) =>
  /^[1-9]\d*$/.test(key) && Number(key) <= PRESTIGE_RULES.maxLevel;

function sanitizeLevel(value: unknown): EnteredLevel | null {
  if (!isPlainObject(value)) return null;
  const level: EnteredLevel = {};
  if (isCost(value.cost)) level.cost = value.cost;
  const stored: unknown = value.rewards;
  if (Array.isArray(stored)) {
    const rewards = Array.from({ length: ENTERED_REWARD_PLACES }, (_, k) => {
      const fp: unknown = stored[k];
      return isReward(fp) ? fp : null;
    });
    if (rewards.some((fp) => fp !== null)) level.rewards = rewards;
  }
  return isEmpty(level) ? null : level;
}

function isEmpty(level: EnteredLevel): boolean {
  return level.cost === undefined && level.rewards === undefined;
}

/** Any stored value as valid entries: malformed values, levels and empty entries are dropped. */
export function sanitizeEnteredLevels(value: unknown): EnteredLevels {
  const result: EnteredLevels = {};
  if (!isPlainObject(value)) return result;
  for (const [gb, levels] of Object.entries(value)) {
    if (gb === "" || !isPlainObject(levels)) continue;
    const kept: Record<string, EnteredLevel> = {};
    for (const [key, entry] of Object.entries(levels)) {
      const level = isLevelKey(key) ? sanitizeLevel(entry) : null;
      if (level) kept[key] = level;
    }
    if (Object.keys(kept).length > 0) result[gb] = kept;
  }
  return result;
}

/** One change to a level's entry. */
export type EnteredChange =
  | { kind: "cost"; value: number | null }
  | { kind: "reward"; place: number; value: number | null }
  | { kind: "reset" };

/** The entries after `change` to `gb`'s `level`; an invalid value clears that value. */
export function changeEnteredLevel(
  entered: EnteredLevels,
  gb: string,
  level: number,
  change: EnteredChange,
): EnteredLevels {
  const key = String(level);
  const previous: EnteredLevel = entered[gb]?.[key] ?? {};
  let next: EnteredLevel = {};
  if (change.kind === "cost") {
    next = { ...previous, cost: isCost(change.value) ? change.value : undefined };
  } else if (change.kind === "reward") {
    const rewards = [...(previous.rewards ?? Array<null>(ENTERED_REWARD_PLACES).fill(null))];
    if (change.place >= 0 && change.place < ENTERED_REWARD_PLACES) {
      rewards[change.place] = isReward(change.value) ? change.value : null;
    }
    next = { ...previous, rewards: rewards.some((fp) => fp !== null) ? rewards : undefined };
  }
  if (next.cost === undefined) delete next.cost;
  if (next.rewards === undefined) delete next.rewards;
  const levels = { ...entered[gb] };
  if (isEmpty(next)) delete levels[key];
  else levels[key] = next;
  const result = { ...entered };
  if (Object.keys(levels).length > 0) result[gb] = levels;
  else delete result[gb];
  return result;
}

/** The five entered rewards when all are there (a partial table cannot replace the data's). */
export function completeRewards(level: EnteredLevel | undefined): number[] | null {
  const rewards = level?.rewards;
  return rewards && rewards.every((fp) => fp !== null) ? (rewards as number[]) : null;
}

/**
 * The level table as the game shows it to the player (the GB page): an entered cost replaces the
 * data's, each entered reward replaces that place's (a level whose data has no rewards needs all
 * five). Blueprints and medals stay the data's. `used` lists the levels that changed.
 */
export function applyEnteredLevels(
  levels: readonly GbLevel[],
  entered: Readonly<Record<string, EnteredLevel>> | undefined,
): { levels: GbLevel[]; used: number[] } {
  const used: number[] = [];
  const applied = levels.map((row, index) => {
    const own = entered?.[String(index + 1)];
    if (!own) return row;
    const cost = own.cost ?? row.cost;
    let reward = row.reward;
    if (own.rewards) {
      const fps = Array.from(
        { length: ENTERED_REWARD_PLACES },
        (_, k) => own.rewards?.[k] ?? row.reward?.[k]?.fp ?? null,
      );
      reward = fps.every((fp) => fp !== null)
        ? fps.map((fp, k) => ({ ...row.reward?.[k], fp: fp as number }))
        : row.reward;
    }
    if (cost === row.cost && reward === row.reward) return row;
    used.push(index + 1);
    return { ...row, cost, reward };
  });
  return { levels: applied, used };
}

/**
 * Levels `from..to` that a calculation under `rules` cannot use yet: no cost, or under live rules
 * no reward table. These are the levels to ask the player for.
 */
export function levelsToAsk(
  levels: readonly GbLevel[],
  from: number,
  to: number,
  rules: "live" | "prestige",
): number[] {
  const ask: number[] = [];
  if (!Number.isInteger(from) || !Number.isInteger(to)) return ask;
  for (let level = Math.max(from, 1); level <= Math.min(to, levels.length); level++) {
    const row = levels[level - 1]!;
    if (row.cost === null || (rules === "live" && row.reward === null)) ask.push(level);
  }
  return ask;
}

/** Levels as short ranges for a sentence: [1, 2, 3, 7, 9, 10] -> "1–3, 7, 9–10". */
export function formatLevelRanges(levels: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= levels.length; i++) {
    if (i < levels.length && levels[i] === levels[i - 1]! + 1) continue;
    const a = levels[start]!;
    const b = levels[i - 1]!;
    parts.push(a === b ? String(a) : `${a}–${b}`);
    start = i;
  }
  return parts.join(", ");
}
