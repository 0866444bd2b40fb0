/**
 * Names of Great Building bonus kinds. A kind that is also a resource (Forge Points, coins,
 * supplies, medals, goods) is named by the `resources` namespace, every other kind by `bonuses`,
 * so each game term has one translation per language (the glossary, docs/README.md).
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";

const RESOURCE_KINDS = new Set(["forgePoints", "coins", "supplies", "medals", "goods"]);

/** The label of a bonus kind in the page's language; an unknown kind is shown as its key. */
export function useBonusName(): (kind: string) => string {
  const tBonus = useTranslations("bonuses");
  const tResource = useTranslations("resources");
  return useCallback(
    (kind: string) => {
      if (RESOURCE_KINDS.has(kind)) return tResource(kind as never);
      return tBonus.has(kind as never) ? tBonus(kind as never) : kind;
    },
    [tBonus, tResource],
  );
}
