/** Test support: the entered levels of one GB kept in a component's state (instead of the profile). */
import { useMemo, useState } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  applyEnteredLevels,
  changeEnteredLevel,
  type EnteredLevels,
} from "@/platform/gb-levels/entered-levels";
import type { EnteredLevelsInput } from "./owner-props";

export function useTestEnteredLevels(
  gbKey: string,
  dataLevels: readonly GbLevel[],
  initial: EnteredLevels = {},
): { levels: GbLevel[]; entered: EnteredLevelsInput } {
  const [all, setAll] = useState<EnteredLevels>(initial);
  const values = useMemo(() => all[gbKey] ?? {}, [all, gbKey]);
  const applied = useMemo(() => applyEnteredLevels(dataLevels, values), [dataLevels, values]);
  return {
    levels: applied.levels,
    entered: {
      dataLevels,
      values,
      used: applied.used,
      change: (level, change) => setAll((e) => changeEnteredLevel(e, gbKey, level, change)),
    },
  };
}
