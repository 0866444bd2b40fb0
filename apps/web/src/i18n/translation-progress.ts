/**
 * How much of the site is translated (docs/site.md §2, §14): per locale, the share of English messages
 * that have a non-empty translation different from the English text. Some messages are the same
 * in a language by nature (proper nouns, cognates, placeholder-only patterns); they are listed in
 * IDENTICAL_TO_ENGLISH with the locales where that is right, and count as translated there.
 */
import { COMPLETE_ENOUGH_PERCENT } from "./incomplete-locales";
import { LOCALES, type Locale } from "./locales";

/** A namespace's messages, as in `messages/<namespace>/<locale>.json`. */
export type Catalogue = { [key: string]: string | Catalogue };
/** Every namespace of one locale. */
export type LocaleCatalogues = Record<string, Catalogue>;

/**
 * `namespace.key.path` → the locales whose text may equal the English one ("all": every locale).
 * Shared with the test that keeps untranslated copies of English out of the catalogues.
 */
export const IDENTICAL_TO_ENGLISH: Readonly<Record<string, readonly Locale[] | "all">> = {
  // Patterns made of placeholders and symbols only, and the site's name.
  "campaignCost.rewards.withAge": "all",
  "gbForecast.levelStep": "all",
  "gbPowerLeveling.levelStep": "all",
  "gbPowerLeveling.place": "all",
  "gbPowerLeveling.placeWithRate": "all",
  "gbLevelingOrder.duration.delta": "all",
  "gbStatistics.oracleSeries": "all",
  "promotionMessages.builder.templateOption": "all",
  "promotionMessages.templateOption": "all",
  "promotionMessages.place": "all",
  "shell.language.entry": "all",
  "shell.site.name": "all",
  "trade.tabs.simple": "all",
  "helpTranslate.progress.label": "all",
  // Game abbreviations players use untranslated.
  "ageShort.ArcticFuture": ["sv", "da"],
  "ageShort.BronzeAge": ["da"],
  "ageShort.HighMiddleAges": ["de"],
  "ageShort.ModernEra": ["sv"],
  "ageShort.OceanicFuture": ["sv", "da"],
  "ageShort.PostmodernEra": ["sv"],
  "ageShort.ProgressiveEra": ["sv"],
  "ageShort.StoneAge": ["da"],
  "ageShort.VirtualFuture": ["sv", "da"],
  "promotionMessages.previewGbShortName": "all",
  "resources.fp": "all",
  "gbInvestment.owner.spotSnipe": "all",
  "gbInvestment.tour.snipeTitle": "all",
  "gbForecast.fp": "all",
  "securePosition.placeOption": "all",
  // Words spelt the same in these languages.
  "calculator.permalink": ["de", "da", "it", "nl"],
  "gbInvestment.tour.permalinkTitle": ["de", "da", "it", "nl"],
  "calculator.total": ["fr", "pt", "pt-BR", "es"],
  "gbInvestment.investors.total": ["fr", "pt", "pt-BR", "es"],
  "campaignCost.columns.provinces": ["fr"],
  "campaignCost.province": ["fr"],
  "campaignCost.rewards.expansion": ["sv"],
  "campaignCost.sector": ["es", "nl"],
  "cfCalculator.fields.no": ["it", "es"],
  "gbInvestment.investors.none": ["it", "es"],
  "gbLevelingOrder.random.no": ["it", "es"],
  "settings.no": ["it", "es"],
  "cfCalculator.tutorial": ["it", "pt", "pt-BR", "es"],
  "gbInvestment.page.tutorial": ["it", "pt", "pt-BR", "es"],
  "gbForecast.level": ["nl"],
  "gbInvestment.investors.level": ["nl"],
  "gbInvestment.owner.level": ["nl"],
  "gbInvestment.owner.tableTitle": ["nl"],
  "gbInvestment.tour.levelTitle": ["nl"],
  "gbStatistics.axis.level": ["nl"],
  "gbForecast.placePercent": ["fr"],
  "gbInvestment.investors.showPlace": ["fr"],
  "gbInvestment.owner.place": ["fr"],
  "gbInvestment.owner.placeN": ["fr"],
  "bonuses.population": ["fr"],
  "gbInvestment.investors.normal": ["sv", "fr", "pt", "de", "pt-BR", "tr", "es", "da"],
  "gbInvestment.investors.optimal": ["sv", "fr", "de", "da"],
  "gbInvestment.owner.position": ["sv", "fr", "de", "da"],
  "gbLevelingOrder.plan.totalBonus": ["sv"],
  "goods.alabaster": ["sv", "sk", "de", "pl"],
  "goods.basalt": ["sv", "de", "nl", "da"],
  "goods.coke": ["it", "fr"],
  "goods.gas": ["sv", "it", "de", "es", "nl", "da"],
  "goods.gold": ["de"],
  "goods.nanites": ["fr", "pt"],
  "goods.nickel": ["sv", "fr", "de"],
  "goods.orichalcum": ["nl", "hu", "pl", "da"],
  "goods.plankton": ["sv", "cs", "de", "tr", "nl", "hu", "pl", "da"],
  "goods.promethium": ["sk", "cs", "de", "nl", "da"],
  "goods.robots": ["fr", "es", "nl"],
  "goods.rubber": ["nl"],
  "goods.salt": ["sv", "da"],
  "goods.textiles": ["fr"],
  "home.beta": "all",
  "consent.ok": "all",
  "shell.translationNotice.ok": "all",
  "promotionMessages.messages": ["fr"],
  "shell.errors.details": ["de"],
  "shell.errors.statusCode": ["es"],
  "shell.footer.version": ["sv", "fr", "de", "da"],
  "trade.offer": ["da"],
  "trade.table.ratio": ["fr"],
  "trade.total": ["pt", "pt-BR", "es"],
  // Pages and account texts added later.
  "gbInvestment.owner.rewardBoosted": "all",
  "gbInvestment.owner.rewardFp": "all",
  "account.sync.dismiss": "all",
  "about.cookies.title": ["cs", "fr", "pt", "de", "pt-BR", "es", "nl", "da"],
  "cookiePolicy.cookies.title": ["cs", "fr", "pt", "de", "pt-BR", "es", "nl", "da"],
  "content.storage.kind.cookie": [
    "ru",
    "sk",
    "it",
    "cs",
    "fr",
    "pt",
    "de",
    "pt-BR",
    "es",
    "nl",
    "da",
  ],
  "about.openSource.title": ["it", "fr", "nl", "da"],
  "account.fields.password": ["it"],
  "account.settings.no": ["it", "es"],
  "content.contributors.types.code": ["fr", "de", "nl"],
  "content.contributors.types.design": ["sv", "it", "cs", "fr", "pt", "de", "pt-BR", "da"],
  "content.contributors.types.documentation": ["fr"],
  "content.contributors.types.ideas": ["es"],
  "content.contributors.types.maintenance": ["fr"],
  "content.contributors.types.tests": ["fr", "de", "nl", "da"],
  "content.storage.name": ["de"],
  "content.storage.type": ["fr", "da"],
  "cookiePolicy.contact.title": ["fr", "nl"],
  "privacyPolicy.contact.title": ["fr", "nl"],
  "terms.contact.title": ["fr", "nl"],
  "terms.accounts.title": ["nl"],
  "shell.account.account": ["it", "nl"],
  "tools.cookie-policy.title": ["it"],
  "tools.contact.title": ["fr", "nl"],
  "contact.fields.message": ["fr"],
};

export function identicalAllowed(key: string, locale: Locale): boolean {
  const allowed = IDENTICAL_TO_ENGLISH[key];
  return allowed === "all" || (allowed !== undefined && allowed.includes(locale));
}

/** `{a: {b: "x"}}` → `{"a.b": "x"}` (non-string leaves are kept as they are, for the comparison). */
export function flattenCatalogue(catalogue: Catalogue, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function flattenAll(catalogues: LocaleCatalogues): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    for (const [k, v] of flattenCatalogue(catalogue, namespace)) out.set(k, v);
  }
  return out;
}

/**
 * Whole percentages, rounded down so that a locale only shows 100 % when nothing is missing.
 * English is complete by definition.
 */
export function computeTranslationProgress(
  catalogues: Partial<Record<Locale, LocaleCatalogues>>,
  locales: readonly Locale[] = LOCALES,
): Record<Locale, number> {
  const english = flattenAll(catalogues.en ?? {});
  const progress = {} as Record<Locale, number>;
  for (const locale of locales) {
    if (locale === "en" || english.size === 0) {
      progress[locale] = 100;
      continue;
    }
    const translated = flattenAll(catalogues[locale] ?? {});
    let done = 0;
    for (const [key, source] of english) {
      const text = translated.get(key);
      if (typeof text !== "string" || text.trim() === "") continue;
      if (text !== source || identicalAllowed(key, locale)) done++;
    }
    progress[locale] = Math.floor((done * 100) / english.size);
  }
  return progress;
}

export type ProgressColour = "green" | "blue" | "orange" | "red";

/** Colour of a progress bar on the help-to-translate page (docs/site.md §14). */
export function progressColour(percent: number): ProgressColour {
  if (percent >= 100) return "green";
  if (percent >= COMPLETE_ENOUGH_PERCENT) return "blue";
  if (percent >= 50) return "orange";
  return "red";
}
