import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { encodePermalink, readNumber } from "./permalink";
import { expandQuery, shortQuery, type LinkCodec } from "./short-link";

/**
 * A demo tool: `a` and `b` default to 1; `from` and `to` count only together (default 0 → 10);
 * `arc` is a field a link sets over the visitor's saved value (like the secure-position page).
 */
interface Demo {
  a: number;
  b: number;
  from: number;
  to: number;
  arc: number;
}
type Link = Partial<Demo>;
const DEFAULTS: Demo = { a: 1, b: 1, from: 0, to: 10, arc: 90 };

const codec: LinkCodec<Demo, Link, void> = {
  parse: (params) => {
    const link: Link = {};
    for (const key of ["a", "b", "arc"] as const) {
      const n = readNumber(params, key);
      if (n !== undefined) link[key] = n;
    }
    const from = readNumber(params, "from");
    const to = readNumber(params, "to");
    if (from !== undefined && to !== undefined) Object.assign(link, { from, to });
    return Object.keys(link).length > 0 ? link : null;
  },
  open: (link, saved) => ({ ...saved, ...link }),
  extraOf: () => undefined,
  encode: (value) => encodePermalink({ ...value }),
  defaults: DEFAULTS,
};
const encode = (value: Demo) => codec.encode(value, undefined);
const short = (value: Demo) => shortQuery(codec, encode(value));
/** What a page shows when `query` is opened by a visitor whose own values are `saved`. */
const open = (query: string, saved: Demo) => {
  const link = codec.parse(new URLSearchParams(expandQuery(codec, query)));
  return link && codec.open(link, saved);
};
const VISITOR: Demo = { a: 7, b: 8, from: 3, to: 4, arc: 50 };

describe("short permalinks", () => {
  it("leave out the fields equal to the defaults", () => {
    expect(short({ ...DEFAULTS, a: 5 })).toBe("a=5");
    expect(short({ ...DEFAULTS, a: 5, b: 7 })).toBe("a=5&b=7");
  });

  it("open over the defaults, never over the visitor's own values", () => {
    // The Arc bonus equals the default: left out, and still the sender's 90, not the visitor's 50.
    expect(short({ ...DEFAULTS, a: 5 })).not.toContain("arc");
    expect(open(short({ ...DEFAULTS, a: 5 }), VISITOR)).toEqual({ ...DEFAULTS, a: 5 });
  });

  it("keep fields that count only together when the rest would not open as a link", () => {
    // `to` alone is not a link: one more pair stays, the shortest that makes it one.
    expect(short({ ...DEFAULTS, to: 60 })).toBe("b=1&to=60");
    expect(open("b=1&to=60", VISITOR)).toEqual({ ...DEFAULTS, to: 60 });
    expect(open("from=0&to=60", VISITOR)).toEqual({ ...DEFAULTS, to: 60 });
    // With another field the link opens, and the missing end is filled in with its default.
    expect(short({ ...DEFAULTS, a: 5, to: 60 })).toBe("a=5&to=60");
    expect(open("a=5&to=60", VISITOR)).toEqual({ ...DEFAULTS, a: 5, to: 60 });
  });

  it("keep one field of an all-default value, so the link still opens the defaults", () => {
    const query = short(DEFAULTS);
    expect(query).not.toBe("");
    expect(open(query, VISITOR)).toEqual(DEFAULTS);
  });

  it("keep a link without defaults as it is, and keys the tool does not encode", () => {
    const value = { a: 2, b: 3, from: 4, to: 5, arc: 6 };
    expect(short(value)).toBe(encode(value));
    expect(shortQuery(codec, `${encode(DEFAULTS)}&rules=prestige`)).toMatch(/rules=prestige/);
  });

  it("leave a query that is not a link of the tool as it is", () => {
    expect(expandQuery(codec, "other=1")).toBe("other=1");
    expect(shortQuery(codec, "other=1")).toBe("other=1");
  });

  it("open the same as the full link for any value and any visitor (property)", () => {
    const value = fc.record({
      a: fc.integer({ min: 0, max: 3 }),
      b: fc.integer({ min: 0, max: 3 }),
      from: fc.integer({ min: 0, max: 2 }),
      to: fc.constantFrom(0, 10, 60),
      arc: fc.constantFrom(0, 90, 120),
    });
    fc.assert(
      fc.property(value, value, (sent, saved) => {
        const query = short(sent);
        expect(query.length).toBeLessThanOrEqual(encode(sent).length);
        expect(open(query, saved)).toEqual(sent);
      }),
    );
  });
});
