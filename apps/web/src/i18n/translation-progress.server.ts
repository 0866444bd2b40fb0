/**
 * Reads the message catalogues from `src/messages` as written by translators (the bundled copies
 * are precompiled, so they cannot be compared with English) and computes the translation progress
 * once per server process (at build time for the static pages).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { LOCALES, type Locale } from "./locales";
import {
  computeTranslationProgress,
  type Catalogue,
  type LocaleCatalogues,
} from "./translation-progress";

const MESSAGES_DIR = join(process.cwd(), "src", "messages");

function namespaces(): string[] {
  try {
    return readdirSync(MESSAGES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "glossary")
      .map((entry) => entry.name);
  } catch (error) {
    // Without the catalogues nothing can be measured: every language then counts as complete.
    console.error("[i18n] cannot read the message catalogues for the translation progress", error);
    return [];
  }
}

function readCatalogues(): Record<Locale, LocaleCatalogues> {
  const names = namespaces();
  const read = (namespace: string, locale: Locale): Catalogue => {
    try {
      return JSON.parse(
        readFileSync(join(MESSAGES_DIR, namespace, `${locale}.json`), "utf8"),
      ) as Catalogue;
    } catch {
      return {};
    }
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(names.map((ns) => [ns, read(ns, locale)])),
    ]),
  ) as Record<Locale, LocaleCatalogues>;
}

let cached: Record<Locale, number> | undefined;

export function translationProgress(): Record<Locale, number> {
  cached ??= computeTranslationProgress(readCatalogues());
  return cached;
}
