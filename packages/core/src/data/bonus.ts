// Typed access to one bundled data file (provenance in data/README.md).
import bonusFile from "../../data/bonus.json" with { type: "json" };
import type { BonusFile, GbBonusKind } from "./types.js";

const BONUS = bonusFile as unknown as BonusFile;

export function listGbBonusKinds(): readonly GbBonusKind[] {
  return BONUS.gbBonusKinds;
}

export function getGbBonusKind(key: string): GbBonusKind | undefined {
  return BONUS.gbBonusKinds.find((kind) => kind.key === key);
}

export const bonusMeta = BONUS.meta;
