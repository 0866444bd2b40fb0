import { errors } from "@strapi/utils";

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The `data` object of a request body, or a 400 ValidationError naming what is wrong. */
export function requireData(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  return body.data;
}

export const MAX_SETTINGS_BYTES = 512 * 1024;

/** A settings document: a JSON object of at most 512 KB. */
export function requireSettings(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value))
    throw new errors.ValidationError("settings must be a JSON object", { field: "settings" });
  if (JSON.stringify(value).length > MAX_SETTINGS_BYTES) {
    throw new errors.ValidationError("settings is too large", { field: "settings" });
  }
  return value;
}

export function requireRevision(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new errors.ValidationError("revision must be a whole number of 0 or more", {
      field: "revision",
    });
  }
  return value;
}
