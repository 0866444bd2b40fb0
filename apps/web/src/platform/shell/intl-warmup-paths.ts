/**
 * The paths of the pages that format numbers as they start (`formatsNumbers` in the registry), in
 * every language, with what lies below them (the GB pages below the chooser): where the layout
 * starts the number-data warm-up (lib/intl-warmup.ts; docs/architecture.md, "Work at start-up").
 */
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { routePath } from "@/i18n/routes";
import { FEATURES, formatsNumbers } from "@/platform/registry";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

export function intlWarmupPaths(): RegExp {
  const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map(escape);
  const paths = FEATURES.filter(formatsNumbers).map((f) => escape(routePath(f.route)));
  return new RegExp(`^(?:\\/(?:${prefixes.join("|")}))?(?:${paths.join("|")})(?:\\/|$)`);
}
