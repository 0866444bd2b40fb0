/**
 * Options of the bonus select (docs/tools/gb-leveling-order.md §5): the "Popular" group, then every bonus sorted by its
 * name in the page's language.
 */
import {
  GB_LEVELING_ORDER_POPULAR_REWARDS,
  GB_LEVELING_ORDER_REWARDS,
  type GbLevelingOrderRewardKind,
} from "@foe-toolbox/core/gb-leveling-order/rewards";

export interface RewardOptions {
  popular: readonly GbLevelingOrderRewardKind[];
  all: GbLevelingOrderRewardKind[];
}

export function rewardOptions(
  label: (kind: GbLevelingOrderRewardKind) => string,
  locale: string,
): RewardOptions {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const all = [...GB_LEVELING_ORDER_REWARDS].sort(
    (a, b) => collator.compare(label(a), label(b)) || (a < b ? -1 : 1),
  );
  return { popular: GB_LEVELING_ORDER_POPULAR_REWARDS, all };
}
