"use client";
/**
 * Translated age names: `ageName(age)` gives the full name (namespace `ages`, "Iron Age"),
 * `ageName(age, "short")` the short one used in compact texts (namespace `ageShort`, "IA").
 * Pages using it pass "ages" (and "ageShort" for short names) to their `ToolPage` namespaces.
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";

export type AgeNameStyle = "name" | "short";

export function useAgeName(): (age: AgeKey, style?: AgeNameStyle) => string {
  const tName = useTranslations("ages");
  const tShort = useTranslations("ageShort");
  return useCallback(
    (age: AgeKey, style: AgeNameStyle = "name") => (style === "short" ? tShort(age) : tName(age)),
    [tName, tShort],
  );
}
