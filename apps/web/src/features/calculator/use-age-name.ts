"use client";
/**
 * Translated age names (namespace `ages`, every age of the game data): `ageName(age)` gives the
 * full name ("Iron Age"), `ageName(age, "short")` the short one used in compact texts ("IA").
 * Pages using it add "ages" to their `ToolPage` namespaces.
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";

export type AgeNameStyle = "name" | "short";

export function useAgeName(): (age: AgeKey, style?: AgeNameStyle) => string {
  const t = useTranslations("ages");
  return useCallback((age: AgeKey, style: AgeNameStyle = "name") => t(`${age}.${style}`), [t]);
}
