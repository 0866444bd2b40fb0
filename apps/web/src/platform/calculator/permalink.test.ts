import { describe, expect, it } from "vitest";
import { encodePermalink, readNumber, shortenPermalink } from "./permalink";

/** A demo tool: `a` and `b` default to 1; `from` and `to` count only together (default 0 → 10). */
interface Demo {
  a: number;
  b: number;
  from: number;
  to: number;
}
const DEFAULTS: Demo = { a: 1, b: 1, from: 0, to: 10 };
const encode = (v: Demo) => encodePermalink({ ...v });
const parse = (query: string): Demo | null => {
  const params = new URLSearchParams(query);
  const state = { ...DEFAULTS };
  let applied = false;
  for (const key of ["a", "b"] as const) {
    const n = readNumber(params, key);
    if (n !== undefined) {
      state[key] = n;
      applied = true;
    }
  }
  const from = readNumber(params, "from");
  const to = readNumber(params, "to");
  if (from !== undefined && to !== undefined) {
    Object.assign(state, { from, to });
    applied = true;
  }
  return applied ? state : null;
};
const reopen = (query: string) => {
  const value = parse(query);
  return value && encode(value);
};
const short = (value: Demo) => shortenPermalink(encode(value), encode(DEFAULTS), reopen);

describe("shortenPermalink", () => {
  it("leaves out the fields equal to the defaults", () => {
    expect(short({ ...DEFAULTS, a: 5 })).toBe("a=5");
    expect(short({ a: 5, b: 7, from: 0, to: 10 })).toBe("a=5&b=7");
  });

  it("keeps a default that another field needs to count", () => {
    expect(short({ ...DEFAULTS, to: 60 })).toBe("from=0&to=60");
    expect(parse(short({ ...DEFAULTS, to: 60 }))).toEqual({ ...DEFAULTS, to: 60 });
  });

  it("keeps one field of an all-default value, so the link still opens the defaults", () => {
    const query = short(DEFAULTS);
    expect(query).not.toBe("");
    expect(parse(query)).toEqual(DEFAULTS);
  });

  it("leaves a link without defaults as it is, and old long links still open the same", () => {
    const full = encode({ a: 2, b: 3, from: 4, to: 5 });
    expect(short({ a: 2, b: 3, from: 4, to: 5 })).toBe(full);
    const old = "a=1&b=1&from=0&to=60";
    expect(parse(old)).toEqual(parse(short({ ...DEFAULTS, to: 60 })));
  });
});
