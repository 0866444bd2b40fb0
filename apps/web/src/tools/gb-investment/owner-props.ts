/** Props of the owner view, shared by its parts. */
import type { ReactNode } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { EnteredChange, EnteredLevel } from "@/platform/gb-levels/entered-levels";
import type { EffectiveGbRules } from "@/platform/gb-rules/gb-rules";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import type { OwnerViewSlotProps } from "./owner-slot";

export interface LevelBonusInfo {
  /** `levels[].bonus` of the data for each level (index = level - 1). */
  bonuses: readonly (Readonly<Record<string, number>> | null)[];
  /** Bonus kinds whose values are percentages. */
  percentKinds: readonly string[];
}

/** The player's values of this GB's levels ("as the game shows them", docs/tools/gb-prestige.md). */
export interface EnteredLevelsInput {
  /** The game data's level table, before the player's values. */
  dataLevels: readonly GbLevel[];
  /** The player's values per level. */
  values: Readonly<Record<string, EnteredLevel>>;
  /** The levels whose values the player's replace (the result says so). */
  used: readonly number[];
  change: (level: number, change: EnteredChange) => void;
}

export interface OwnerViewProps extends LevelBonusInfo {
  gbKey: string;
  gbName: string;
  gbShortName: string;
  /** The level table with the player's entered values (what the calculations use). */
  levels: readonly GbLevel[];
  entered: EnteredLevelsInput;
  rules: EffectiveGbRules;
  state: GbPageState;
  update: GbPageUpdate;
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  /** The include flags are computed by "only secured places": the checkboxes are read-only. */
  includeLocked: boolean;
  setIncludeLocked: (locked: boolean) => void;
  permalinkParams: URLSearchParams | null;
  registerPermalinkParams: OwnerViewSlotProps["registerPermalinkParams"];
  /** Panels mounted under the table (secure box, promotion messages). */
  children?: (props: OwnerViewSlotProps) => ReactNode;
}
