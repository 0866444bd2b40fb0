/** Sharing templates: reading a pasted (imported) template and checking a template's name. */
import {
  EmptyTemplateError,
  EmptyTemplateNameError,
  InvalidTemplateError,
  ReservedTemplateNameError,
} from "../errors.js";
import { fieldOf, readTemplate } from "./read.js";
import type { PromotionTemplateConfig } from "./types.js";

/**
 * Reads a template pasted in the Import modal (the JSON a player shared), completing it with the
 * defaults so it renders like in the builder. Blank text -> `EmptyTemplateError`; not JSON, no
 * `message` / `place` text or a known key of the wrong type -> `InvalidTemplateError`.
 */
export function parseImportedTemplate(i: { readonly text: string }): {
  config: PromotionTemplateConfig;
} {
  const raw = fieldOf(i, "text");
  if (typeof raw !== "string") throw new InvalidTemplateError("text");
  const trimmed = raw.trim();
  if (trimmed === "") throw new EmptyTemplateError("text");
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new InvalidTemplateError("text");
  }
  // Same checks as rendering: message and place texts, known keys with the right types.
  readTemplate(parsed, "text");
  const pasted = parsed as Record<string, unknown>;
  const config: Record<string, unknown> = {
    prefix: "",
    suffix: "",
    useShortGbName: false,
    reversePlacesOrder: false,
    placeSeparator: "",
    ...pasted,
  };
  if (pasted.customFields !== undefined) {
    const fields: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(pasted.customFields as Record<string, unknown>)) {
      const f = { ...(entry as Record<string, unknown>) };
      if (f.placeholder === undefined && f.value !== undefined) f.placeholder = f.value;
      if (f.show === undefined) f.show = true;
      fields[name] = f;
    }
    config.customFields = fields;
  }
  return { config: config as unknown as PromotionTemplateConfig };
}

/** Name of a custom template, trimmed; "Default <n>" names are reserved for the built-in ones. */
export function validateTemplateName(i: { readonly name: string }): { name: string } {
  const raw = fieldOf(i, "name");
  const name = typeof raw === "string" ? raw.trim() : "";
  if (name === "") throw new EmptyTemplateNameError("name");
  if (/Default\s\d+/.test(name)) throw new ReservedTemplateNameError("name");
  return { name };
}
