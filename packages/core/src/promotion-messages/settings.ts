/** The page settings and the "Add" picker's sample settings applied over a template's own. */
import type { Template } from "./read.js";
import { fieldOf, readSettings, readTemplate } from "./read.js";
import type { PromotionPageSettings, PromotionTemplateConfig } from "./types.js";

export function withPageSettings(t: Template, settings: PromotionPageSettings): Template {
  return {
    ...t,
    prefix: settings.showPrefix ? settings.prefix.trim() : "",
    suffix: settings.showSuffix ? settings.suffix : "",
    displayGbName: settings.displayGbName,
    useShortGbName: settings.useShortName,
    showLevel: settings.showLevel,
  };
}

function withSampleSettings(t: Template, settings: PromotionPageSettings): Template {
  return {
    ...t,
    prefix: settings.prefix.trim(),
    suffix: settings.suffix,
    displayGbName: settings.displayGbName,
  };
}

/** `base` with the settings-driven keys of the effective template `t`. */
function toConfig(t: Template, base: Record<string, unknown>): PromotionTemplateConfig {
  return {
    ...(base as unknown as PromotionTemplateConfig),
    prefix: t.prefix,
    suffix: t.suffix,
    displayGbName: t.displayGbName,
    useShortGbName: t.useShortGbName,
    showLevel: t.showLevel,
  };
}

/**
 * The template as the GB page renders it: the page's prefix / suffix (empty when their eye is
 * off; the prefix input is trimmed), GB-name, short-name and show-level settings replace the
 * template's own.
 */
export function applyPromotionPageSettings(i: {
  readonly config: PromotionTemplateConfig;
  readonly settings: PromotionPageSettings;
}): { config: PromotionTemplateConfig } {
  const base = fieldOf(i, "config");
  const t = readTemplate(base, "config");
  const settings = readSettings(fieldOf(i, "settings"));
  return { config: toConfig(withPageSettings(t, settings), base as Record<string, unknown>) };
}

/**
 * The template as the "Add" picker samples it ("{name}: {sample}"): page prefix / suffix texts
 * (eye toggles ignored) and GB-name setting, but the template's own show-level and short-name
 * flags.
 */
export function applyPromotionSampleSettings(i: {
  readonly config: PromotionTemplateConfig;
  readonly settings: PromotionPageSettings;
}): { config: PromotionTemplateConfig } {
  const base = fieldOf(i, "config");
  const t = readTemplate(base, "config");
  const settings = readSettings(fieldOf(i, "settings"));
  return { config: toConfig(withSampleSettings(t, settings), base as Record<string, unknown>) };
}
