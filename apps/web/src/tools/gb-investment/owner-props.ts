/** Props of the owner view, shared by its parts. */
import type { ReactNode } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import type { OwnerViewSlotProps } from "./owner-slot";

export interface LevelBonusInfo {
  /** `levels[].bonus` of the data for each level (index = level - 1). */
  bonuses: readonly (Readonly<Record<string, number>> | null)[];
  /** Bonus kinds whose values are percentages. */
  percentKinds: readonly string[];
}

export interface OwnerViewProps extends LevelBonusInfo {
  gbKey: string;
  gbName: string;
  gbShortName: string;
  levels: readonly GbLevel[];
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
