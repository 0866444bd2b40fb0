/** Output comparison of the test vectors (docs/calculations.md §2, comparing outputs). */
export function sameValue(actual: unknown, expected: unknown, path = "$"): string | null {
  if (typeof expected === "number" && typeof actual === "number") {
    if (Number.isInteger(expected) && Number.isInteger(actual)) {
      return actual === expected ? null : `${path}: expected ${expected}, got ${actual}`;
    }
    const tolerance = 1e-9 * Math.max(1, Math.abs(actual), Math.abs(expected));
    return Math.abs(actual - expected) <= tolerance
      ? null
      : `${path}: expected ${expected}, got ${actual}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    if (actual.length !== expected.length) {
      return `${path}: expected ${expected.length} items, got ${actual.length}`;
    }
    for (let i = 0; i < expected.length; i++) {
      const diff = sameValue(actual[i], expected[i], `${path}[${i}]`);
      if (diff) return diff;
    }
    return null;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual)) {
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    }
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    // JSON has no `undefined`: a property set to undefined counts as absent.
    const actualKeys = Object.keys(a)
      .filter((k) => a[k] !== undefined)
      .sort();
    const expectedKeys = Object.keys(e).sort();
    if (actualKeys.join(",") !== expectedKeys.join(",")) {
      return `${path}: expected keys [${expectedKeys}], got [${actualKeys}]`;
    }
    for (const key of expectedKeys) {
      const diff = sameValue(a[key], e[key], `${path}.${key}`);
      if (diff) return diff;
    }
    return null;
  }
  return Object.is(actual, expected)
    ? null
    : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}
