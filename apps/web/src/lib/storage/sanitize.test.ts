import { describe, expect, it } from "vitest";
import { fillDefaults } from "./sanitize";

describe("fillDefaults (schema upgrade)", () => {
  const defaults = { a: 1, b: { c: true, d: "x" }, list: [1], opt: null as string | null };

  it("fills missing fields and never overwrites existing values", () => {
    expect(fillDefaults({ a: 5, b: { c: false } }, defaults)).toEqual({
      a: 5,
      b: { c: false, d: "x" },
      list: [1],
      opt: null,
    });
  });

  it("keeps unknown extra fields (data of newer versions is not lost)", () => {
    expect(fillDefaults({ extra: 42 }, defaults)).toMatchObject({ extra: 42, a: 1 });
  });

  it("replaces values of the wrong type and junk roots", () => {
    expect(fillDefaults({ a: "5", list: "no" }, defaults)).toMatchObject({ a: 1, list: [1] });
    expect(fillDefaults("garbage", defaults)).toEqual(defaults);
    expect(fillDefaults(null, defaults)).toEqual(defaults);
  });

  it("does not share default objects between results", () => {
    const one = fillDefaults({}, defaults);
    one.b.c = false;
    expect(fillDefaults({}, defaults).b.c).toBe(true);
  });
});
