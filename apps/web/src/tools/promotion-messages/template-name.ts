"use client";
/**
 * How templates are shown: the names of the built-in templates in the player's language, the
 * level the previews render on, and samples on one line.
 */
import { useCallback, useMemo } from "react";
import { useTranslations } from "next-intl";
import { PREVIEW_DATA, type PreviewSource } from "./previews";

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

/**
 * What the builder and import previews render on: the GB page's level when the dialog was opened
 * from one, else the fixed Observatory data, named in the player's language.
 */
export function usePreviewSource(page: PreviewSource | undefined): PreviewSource {
  const t = useTranslations("promotionMessages");
  return useMemo(
    () =>
      page ?? {
        gb: { gbName: t("previewGbName"), gbShortName: t("previewGbShortName") },
        level: PREVIEW_DATA,
      },
    [page, t],
  );
}

/** A sample inside a select option, where line feeds would vanish: each shows as "↵". */
export function oneLine(text: string): string {
  return text.replace(/\n/g, " ↵ ");
}
