/** Small helpers to turn untrusted stored JSON into valid typed values. */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function pickBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

export function pickString(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

export function pickNumber(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function pickEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/**
 * Fills missing fields of `stored` from `defaults`, recursively for plain objects. Existing values
 * are never overwritten (docs/site.md §7 schema upgrade); a value whose type differs from the default's
 * is replaced, since it could not be used anyway.
 */
export function fillDefaults<T>(stored: unknown, defaults: T): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(stored)) return structuredClone(defaults);
    const out: Record<string, unknown> = { ...stored };
    for (const [key, def] of Object.entries(defaults)) {
      out[key] = key in stored ? fillDefaults(stored[key], def) : structuredClone(def);
    }
    return out as T;
  }
  if (Array.isArray(defaults))
    return (Array.isArray(stored) ? stored : structuredClone(defaults)) as T;
  if (defaults === null) return (stored === undefined ? null : stored) as T;
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}
