/**
 * The previews of the builder and import dialogs (docs/tools/promotion-messages.md §6, §7): a
 * template rendered by the core on the level of the GB page the dialog was opened from, or on
 * fixed data of the site, the Observatory 9 → 10 at rate 1.9 (P5 gives no FP).
 */
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import {
  buildPromotionMessage,
  buildPromotionPlace,
  type CustomField,
  type PromotionContext,
  type PromotionTemplateConfig,
} from "@foe-toolbox/core/promotion-messages";

/** A level to render previews on: levels, totals and places (with their "listed" flags). */
export type PreviewLevel = Readonly<Omit<PromotionContext, "gbName" | "gbShortName">>;

/** The previews' level without a GB page; the GB names are the caller's (they are localised). */
export const PREVIEW_DATA: PreviewLevel = Object.freeze({
  fromLevel: 9,
  toLevel: 10,
  ownerPreparation: 430,
  levelCost: 650,
  places: Object.freeze([
    Object.freeze({ place: 1, value: 124, preparation: 402, included: true }),
    Object.freeze({ place: 2, value: 67, preparation: 402, included: true }),
    Object.freeze({ place: 3, value: 19, preparation: 421, included: true }),
    Object.freeze({ place: 4, value: 10, preparation: 421, included: true }),
  ]),
});

export interface PreviewGb {
  gbName: string;
  gbShortName: string;
}

/** What the dialogs render their previews on: a GB page's level, or the fixed data. */
export interface PreviewSource {
  gb: PreviewGb;
  level: PreviewLevel;
}

/** The GB page's level (the context its messages were rendered with) as the previews' source. */
export function pagePreviewSource(context: PromotionContext): PreviewSource {
  const { gbName, gbShortName, ...level } = context;
  return { gb: { gbName, gbShortName }, level };
}

/** The config with each custom field's value replaced where `replace` says, by its placeholder. */
function withPlaceholders(
  config: PromotionTemplateConfig,
  replace: (field: CustomField) => boolean,
): PromotionTemplateConfig {
  if (!config.customFields) return config;
  const fields = Object.entries(config.customFields).map(([key, field]) => [
    key,
    replace(field) ? { ...field, value: field.placeholder } : field,
  ]);
  return { ...config, customFields: Object.fromEntries(fields) as Record<string, CustomField> };
}

/**
 * The builder's two previews: the first listed place (custom fields with their values) and the
 * whole message (custom fields showing their placeholders). The GB name is shown unless the config
 * turns it off; an empty pattern gives "". Throws the core's errors for an invalid config.
 */
export function builderPreview(
  config: PromotionTemplateConfig,
  gb: PreviewGb,
  data: PreviewLevel = PREVIEW_DATA,
): { place: string; message: string } {
  const shown: PromotionTemplateConfig =
    config.displayGbName === undefined ? { ...config, displayGbName: true } : config;
  const { places, ...level } = data;
  const first = places.find((p) => p.included) ?? places[0];
  const place =
    shown.place === "" || !first
      ? ""
      : buildPromotionPlace({ config: shown, ...gb, ...level, place: first }).text;
  const message =
    shown.message === ""
      ? ""
      : buildPromotionMessage({
          config: withPlaceholders(shown, () => true),
          ...gb,
          ...data,
        }).message;
  return { place, message };
}

/** The import dialog's preview: the pasted config as is, empty custom fields showing their placeholder. */
export function importPreview(
  config: PromotionTemplateConfig,
  gb: PreviewGb,
  data: PreviewLevel = PREVIEW_DATA,
): string {
  return buildPromotionMessage({
    config: withPlaceholders(config, (field) => field.value === ""),
    ...gb,
    ...data,
  }).message;
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
