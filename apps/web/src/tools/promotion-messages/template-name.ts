"use client";
/**
 * How templates are shown: the names of the built-in templates and the GB of the previews in the
 * player's language, and samples on one line.
 */
import { useCallback, useMemo } from "react";
import { useTranslations } from "next-intl";

const DEFAULT_NAME = /^Default (\d+)$/;

/**
 * Display name of a template: the built-in ones are stored as "Default 0" … "Default 11" (their
 * ids; custom names may not look like that) and translated.
 */
export function useTemplateName(): (name: string) => string {
  const t = useTranslations("promotionMessages");
  return useCallback(
    (name: string) => {
      const match = DEFAULT_NAME.exec(name);
      return match ? t("defaultName", { n: match[1]! }) : name;
    },
    [t],
  );
}

/** The GB of the builder and import previews: the fixed data is the Observatory's, named in the player's language. */
export function usePreviewGb(): { gbName: string; gbShortName: string } {
  const t = useTranslations("promotionMessages");
  return useMemo(() => ({ gbName: t("previewGbName"), gbShortName: t("previewGbShortName") }), [t]);
}

/** A sample inside a select option, where line feeds would vanish: each shows as "↵". */
export function oneLine(text: string): string {
  return text.replace(/\n/g, " ↵ ");
}
