/**
 * Promotion messages of the GB page (docs/tools/promotion-messages.md): the short texts an
 * owner posts in a guild thread to find investors, e.g. `Observatory 9 → 10 P1(124) P2(67)`,
 * rendered from shareable templates. The parts live in `promotion-messages/`: input checks,
 * rendering, page settings and sharing (import, names). The dialogs' previews are the site's.
 */
import { InvalidTemplateError } from "./errors.js";
import type { GbLevel } from "./data/index.js";
import { computeLevelInvestment, type Investor } from "./gb-investment.js";
import type { GbRules } from "./gb-prestige.js";
import { PROMOTION_PLACE_COUNTS } from "./promotion-messages/constants.js";
import {
  denseList,
  fieldOf,
  isRecord,
  printable,
  readContext,
  readPlace,
  readSettings,
  readTemplate,
  text,
} from "./promotion-messages/read.js";
import { renderMessage, renderPlace, stripLevelPlaceholders } from "./promotion-messages/render.js";
import { withPageSettings } from "./promotion-messages/settings.js";
import type {
  GbPromotionMessagesInput,
  GbPromotionMessagesResult,
  GbPromotionPageResult,
  PromotionContext,
  PromotionPlace,
  PromotionTemplateConfig,
} from "./promotion-messages/types.js";

export type * from "./promotion-messages/types.js";
export * from "./promotion-messages/constants.js";
export { stripLevelPlaceholders } from "./promotion-messages/render.js";
export {
  applyPromotionPageSettings,
  applyPromotionSampleSettings,
} from "./promotion-messages/settings.js";
export { parseImportedTemplate, validateTemplateName } from "./promotion-messages/sharing.js";
export {
  DEFAULT_PROMOTION_TEMPLATES,
  distinctPromotionTemplates,
  getDefaultPromotionTemplates,
  getDistinctDefaultPromotionTemplates,
} from "./promotion-templates.js";

/**
 * Renders one promotion message — GB name, level range and the FP expected on each offered
 * place — from a template, ready to paste into a guild or friends thread.
 */
export function buildPromotionMessage(
  i: { readonly config: PromotionTemplateConfig } & PromotionContext,
): {
  message: string;
} {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = readContext(i);
  const ownerPreparation = printable(fieldOf(i, "ownerPreparation"), "ownerPreparation");
  const levelCost = printable(fieldOf(i, "levelCost"), "levelCost");
  const places = denseList(fieldOf(i, "places"), "places").map((p) => readPlace(p, "places"));
  return { message: renderMessage(t, ctx, ownerPreparation, levelCost, places) };
}

/** Renders a single place of a template (the builder's "place preview"). */
export function buildPromotionPlace(i: {
  readonly config: PromotionTemplateConfig;
  readonly gbName: string;
  readonly gbShortName: string;
  readonly fromLevel: number;
  readonly toLevel: number;
  readonly place: Readonly<Omit<PromotionPlace, "included">>;
}): { text: string } {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = readContext(i);
  const place = readPlace(fieldOf(i, "place"), "place");
  const pattern = t.showLevel ? t.place : stripLevelPlaceholders(t.place);
  return { text: renderPlace(pattern, t, ctx, place) };
}

/**
 * The promotion messages of the GB page for the level shown in the owner view: every place an
 * investor is expected to pay for (5 or 7 by the rules), rendered with each template of the
 * player's list and the page settings. Places taken by investors are listed with what they paid,
 * unless `includeTakenPlaces` is given: then only those put back are.
 */
export function buildGbPromotionMessages(i: GbPromotionMessagesInput): GbPromotionMessagesResult {
  // The public vectors fix this result's shape: only the flags and the messages.
  const { includePlaces, messages } = buildGbPromotionPage(i);
  return { includePlaces, messages };
}

/**
 * {@link buildGbPromotionMessages} plus what the GB page shows around the messages: which places
 * investors took (their "taken" toggles) and the level data rendered (the builder's previews).
 */
export function buildGbPromotionPage(i: GbPromotionMessagesInput): GbPromotionPageResult {
  const rules = fieldOf(i, "rules") as GbRules | undefined;
  const investment = computeLevelInvestment({
    levels: fieldOf(i, "levels") as GbLevel[],
    level: fieldOf(i, "level") as number,
    investorPercentages: fieldOf(i, "investorPercentages") as number[],
    investors: fieldOf(i, "investors") as Investor[] | undefined,
    ownerPreparation: fieldOf(i, "ownerPreparation") as number | undefined,
    ...(rules === undefined ? {} : { rules }),
  });
  const ownerFp = (fieldOf(i, "ownerPreparation") as number | undefined) ?? 0;

  const rawInclude = denseList(fieldOf(i, "includePlaces"), "includePlaces");
  if (
    !PROMOTION_PLACE_COUNTS.includes(rawInclude.length) ||
    !rawInclude.every((v) => typeof v === "boolean")
  ) {
    throw new InvalidTemplateError("includePlaces");
  }
  const onlySecured = fieldOf(i, "onlySecuredPlaces");
  if (typeof onlySecured !== "boolean") throw new InvalidTemplateError("onlySecuredPlaces");
  const settings = readSettings(fieldOf(i, "settings"));
  const templates = denseList(fieldOf(i, "templates"), "templates").map((tpl) => {
    if (!isRecord(tpl)) throw new InvalidTemplateError("templates");
    const name = text(tpl.name, "templates");
    // Page settings override the template's own (docs/tools/promotion-messages.md §2).
    return { name, t: withPageSettings(readTemplate(tpl.config, "templates"), settings) };
  });
  const ctx = readContext({
    gbName: fieldOf(i, "gbName"),
    gbShortName: fieldOf(i, "gbShortName"),
    fromLevel: investment.level - 1,
    toLevel: investment.level,
  });

  const rawTaken = fieldOf(i, "includeTakenPlaces");
  const takenBack =
    rawTaken === undefined
      ? null
      : denseList(rawTaken, "includeTakenPlaces").map((v) => v === true);
  // A taken place is listed only when put back (docs/tools/promotion-messages.md §4); without
  // the option, only the "secured" choice leaves it out (the public vectors).
  const listTaken = (k: number) => takenBack === null || takenBack[k] === true;
  const includePlaces = investment.places.map((p, k) => {
    if (onlySecured) {
      return p.isInvestorParticipation ? takenBack?.[k] === true : p.preparation - ownerFp <= 0;
    }
    return (rawInclude[k] ?? true) !== false && (!p.isInvestorParticipation || listTaken(k));
  });
  const places: PromotionPlace[] = investment.places
    .filter((p) => p.participation > 0)
    .map((p) => ({
      place: p.place,
      value: p.participation,
      preparation: p.preparation,
      included: includePlaces[p.place - 1]!,
    }));

  const messages = templates.map(({ name, t }) => ({
    name,
    message: renderMessage(t, ctx, investment.totalPreparations, investment.cost, places),
  }));
  return {
    includePlaces,
    takenPlaces: investment.places.map((p) => p.isInvestorParticipation),
    context: {
      ...ctx,
      ownerPreparation: investment.totalPreparations,
      levelCost: investment.cost,
      places,
    },
    messages,
  };
}
