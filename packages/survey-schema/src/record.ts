/** A plain object (not null, not an array): the shape of texts by locale, questions and answers. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
