/** The previews of the builder and import modals, rendered with the fixed preview data. */
import { PROMOTION_PREVIEW_DATA } from "./constants.js";
import { fieldOf, readContext, readTemplate, type Context, type Template } from "./read.js";
import { renderMessage, renderPlace, stripLevelPlaceholders } from "./render.js";
import type { PromotionTemplateConfig } from "./types.js";

function previewContext(i: unknown): Context {
  return readContext({
    ...PROMOTION_PREVIEW_DATA,
    gbName: fieldOf(i, "gbName"),
    gbShortName: fieldOf(i, "gbShortName"),
  });
}

/**
 * The two previews of the builder modal, rendered with {@link PROMOTION_PREVIEW_DATA}: the first
 * place (custom fields with their values) and the whole message (custom fields showing their
 * placeholders). The GB name is shown unless the config turns it off; an empty pattern gives "".
 */
export function buildBuilderPreview(i: {
  readonly config: PromotionTemplateConfig;
  readonly gbName: string;
  readonly gbShortName: string;
}): { place: string; message: string } {
  const config = fieldOf(i, "config");
  const t = readTemplate(config, "config");
  const ctx = previewContext(i);
  if (fieldOf(config, "displayGbName") === undefined) t.displayGbName = true;
  const data = PROMOTION_PREVIEW_DATA;
  const placePattern = t.showLevel ? t.place : stripLevelPlaceholders(t.place);
  const place = t.place === "" ? "" : renderPlace(placePattern, t, ctx, data.places[0]!);
  const withPlaceholders: Template = {
    ...t,
    fields: t.fields.map((f) => ({ ...f, value: f.placeholder })),
  };
  const message =
    t.message === ""
      ? ""
      : renderMessage(withPlaceholders, ctx, data.ownerPreparation, data.levelCost, data.places);
  return { place, message };
}

/**
 * The preview of the Import modal: the pasted config as is (no GB-name default) on the builder
 * data, with empty custom-field values replaced by their placeholders.
 */
export function buildImportPreview(i: {
  readonly config: PromotionTemplateConfig;
  readonly gbName: string;
  readonly gbShortName: string;
}): { message: string } {
  const t = readTemplate(fieldOf(i, "config"), "config");
  const ctx = previewContext(i);
  const preview: Template = {
    ...t,
    fields: t.fields.map((f) => (f.value === "" ? { ...f, value: f.placeholder } : f)),
  };
  const data = PROMOTION_PREVIEW_DATA;
  return {
    message: renderMessage(preview, ctx, data.ownerPreparation, data.levelCost, data.places),
  };
}
