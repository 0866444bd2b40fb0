/**
 * Mutation fuzzing: a valid input (from the public vectors) with one to three of its fields
 * damaged — a hostile number, a wrong type, a deleted field, an array shortened, lengthened or
 * given a null entry or a hole. Near-valid inputs get past the first checks of a function, so
 * they reach code that purely random inputs rarely do.
 */
import fc from "fast-check";

/** Values a careless or hostile caller may put anywhere. */
export const HOSTILE_VALUES: readonly unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  -0,
  0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  "",
  "abc",
  "12",
  null,
  undefined,
  true,
  false,
  {},
  [],
  [null],
];

type Op =
  | { kind: "set"; value: unknown }
  | { kind: "delete" }
  | { kind: "retype" }
  | { kind: "shorten"; by: number }
  | { kind: "lengthen"; by: number; copy: boolean }
  | { kind: "nullEntry"; at: number }
  | { kind: "hole"; at: number };

/** One damage: where (a walk down the input, each step a child index) and what. */
export interface Mutation {
  walk: number[];
  op: Op;
}

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...HOSTILE_VALUES).map((value) => ({ kind: "set", value }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "delete" } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: "retype" } as const) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 6 }).map((by) => ({ kind: "shorten", by }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ by: fc.integer({ min: 1, max: 4 }), copy: fc.boolean() })
      .map(({ by, copy }) => ({ kind: "lengthen", by, copy }) as const),
  },
  { weight: 1, arbitrary: fc.nat().map((at) => ({ kind: "nullEntry", at }) as const) },
  { weight: 1, arbitrary: fc.nat().map((at) => ({ kind: "hole", at }) as const) },
);

/**
 * A walk stops early at random, so shallow fields (the function's own arguments) are damaged
 * about as often as deep ones (one entry of a level table).
 */
const mutation: fc.Arbitrary<Mutation> = fc.record({
  walk: fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 5 }),
  op,
});

export const mutations: fc.Arbitrary<Mutation[]> = fc.array(mutation, {
  minLength: 1,
  maxLength: 3,
});

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === "object" && value !== null;
}

function childKeys(value: Record<string, unknown> | unknown[]): string[] {
  return Array.isArray(value) ? value.map((_v, i) => String(i)) : Object.keys(value);
}

/** A value of another type than `value`, of the same "size" where that makes sense. */
function retype(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.length;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return Object.fromEntries(Array.from(value, (v, i) => [String(i), v]));
  if (isContainer(value)) return Object.values(value);
  return 0;
}

/** A shallow copy that keeps holes (spread would fill them with undefined). */
function shallowCopy<T extends Record<string, unknown> | unknown[]>(value: T): T {
  if (!Array.isArray(value)) return { ...value };
  const copy: unknown[] = new Array(value.length);
  for (const key of Object.keys(value)) copy[Number(key)] = value[Number(key)];
  return copy as T;
}

/** The array after an array operation, or undefined when `o` is not one. */
function applyToArray(array: unknown[], o: Op): unknown[] | undefined {
  const out = shallowCopy(array);
  switch (o.kind) {
    case "shorten":
      out.length = Math.max(0, out.length - o.by);
      return out;
    case "lengthen":
      for (let n = 0; n < o.by; n++) out.push(o.copy && out.length > 0 ? out[out.length - 1] : 1);
      return out;
    case "nullEntry":
      out.splice(o.at % (out.length + 1), 0, null);
      return out;
    case "hole":
      if (out.length === 0) out.length = 1;
      else delete out[o.at % out.length];
      return out;
    default:
      return undefined;
  }
}

/** Path segment for a readable description: `.key` or `[index]`. */
function segment(parent: unknown, key: string): string {
  return Array.isArray(parent) ? `[${key}]` : `.${key}`;
}

function describeOp(o: Op): string {
  switch (o.kind) {
    case "set":
      return `= ${describeValue(o.value)}`;
    case "lengthen":
      return `lengthen by ${o.by}${o.copy ? " (copies)" : ""}`;
    case "shorten":
      return `shorten by ${o.by}`;
    case "nullEntry":
    case "hole":
      return `${o.kind} at ${o.at}`;
    default:
      return o.kind;
  }
}

function describeValue(value: unknown): string {
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (value === undefined) return "undefined";
  return JSON.stringify(value);
}

/**
 * Applies `m` to `node` without touching it: the containers along the walk are copied (so the
 * frozen seeds stay intact and each run is cheap). Array operations on a non-array fall back to
 * replacing the value by null. `path` collects a readable description.
 */
function applyMutation(node: unknown, walk: readonly number[], o: Op, path: string[]): unknown {
  const [step, ...rest] = walk;
  if (step !== undefined && isContainer(node)) {
    const keys = childKeys(node);
    if (keys.length > 0) {
      const key = keys[step % keys.length]!;
      const child = (node as Record<string, unknown>)[key];
      path.push(segment(node, key));
      const copy = shallowCopy(node);
      const isLast = rest.length === 0 || !isContainer(child);
      if (isLast && o.kind === "delete") {
        if (Array.isArray(copy)) copy.splice(Number(key), 1);
        else delete (copy as Record<string, unknown>)[key];
      } else {
        (copy as Record<string, unknown>)[key] = applyMutation(child, rest, o, path);
      }
      return Object.freeze(copy);
    }
  }
  path.push(" " + describeOp(o));
  if (Array.isArray(node)) {
    const changed = applyToArray(node, o);
    if (changed) return Object.freeze(changed);
  }
  if (o.kind === "set") return o.value;
  if (o.kind === "retype") return retype(node);
  return null;
}

/** Deeply frozen, so that a function writing into its input fails loudly. */
export function deepFreeze<T>(value: T): T {
  if (isContainer(value) && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** `seed` with every mutation applied (the seed itself is left as is) and what was done. */
export function mutate(
  seed: unknown,
  ms: readonly Mutation[],
): { input: unknown; description: string } {
  let input = seed;
  const done: string[] = [];
  for (const m of ms) {
    const path = ["$"];
    input = applyMutation(input, m.walk, m.op, path);
    done.push(path.join(""));
  }
  return { input, description: done.join("; ") };
}

/**
 * One mutation per array of `seed` (down to `maxDepth`) and per probe index (first, middle,
 * last): a hole there. Holes are what `JSON.stringify` shows as `null`, yet `map`, `every` and
 * `filter` skip them, so they slip past checks that a null entry does not.
 */
export function holeSweep(seed: unknown, maxDepth = 4): Mutation[] {
  const out: Mutation[] = [];
  const visit = (node: unknown, walk: number[]) => {
    if (!isContainer(node) || walk.length > maxDepth) return;
    if (Array.isArray(node)) {
      const probes = new Set([0, Math.floor(node.length / 2), Math.max(0, node.length - 1)]);
      for (const at of probes) out.push({ walk, op: { kind: "hole", at } });
    }
    childKeys(node).forEach((key, index) =>
      visit((node as Record<string, unknown>)[key], [...walk, index]),
    );
  };
  visit(seed, []);
  return out;
}
