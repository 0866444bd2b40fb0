/**
 * What the campaign page shows before the map and the calculations are loaded: the selected
 * scope and the raw permalink query. No core code here, so that it stays in the small first load.
 */
import type { AgeKey } from "@foe-toolbox/core/data/types";

export const DEFAULT_AGE: AgeKey = "BronzeAge";

/**
 * What the selects show. `province: undefined` stands for "the first province of the age in data
 * order" (docs/tools/campaign-cost.md §5: the default when an age is chosen, also on the very first load).
 */
export type Selection = { age: "all" } | { age: string; province?: string };

export const DEFAULT_SELECTION: Selection = { age: DEFAULT_AGE };

/** The permalink query as read from the URL, before the data is loaded. */
export interface RawPermalink {
  age: string | null;
  province: string | null;
  conquered: string | null;
}

export function readRawPermalink(params: URLSearchParams): RawPermalink {
  return { age: params.get("age"), province: params.get("province"), conquered: params.get("c") };
}
