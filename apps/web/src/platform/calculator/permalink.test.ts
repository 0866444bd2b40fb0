import { describe, expect, it } from "vitest";
import { encodePermalink, readBoolean, readNumber } from "./permalink";

describe("permalink encoding", () => {
  it("writes keys in a stable order, lists joined by commas, undefined left out", () => {
    expect(encodePermalink({ pct: [90, 85], level: 10, off: undefined, ok: true })).toBe(
      "level=10&ok=true&pct=90%2C85",
    );
  });

  it("reads numbers and booleans, and nothing from junk", () => {
    const params = new URLSearchParams("n=12.5&e=&x=abc&b=1&f=false&j=yes");
    expect(readNumber(params, "n")).toBe(12.5);
    expect(readNumber(params, "e")).toBeUndefined();
    expect(readNumber(params, "x")).toBeUndefined();
    expect(readNumber(params, "missing")).toBeUndefined();
    expect(readBoolean(params, "b")).toBe(true);
    expect(readBoolean(params, "f")).toBe(false);
    expect(readBoolean(params, "j")).toBeUndefined();
  });
});
