import { describe, expect, it } from "vitest";
import { isExpired, newSession, parseSession, SESSION_KEY, SESSION_LIFETIME_MS } from "./session";

describe("session", () => {
  it("uses the key and lifetime of docs/site.md §22", () => {
    expect(SESSION_KEY).toBe("strapi_jwt");
    expect(SESSION_LIFETIME_MS).toBe(31_557_600_000);
    expect(newSession("t", 1000)).toEqual({ token: "t", expires: 1000 + 31_557_600_000 });
  });

  it("is expired when the expiry is not later than now", () => {
    expect(isExpired({ token: "t", expires: 100 }, 100)).toBe(true);
    expect(isExpired({ token: "t", expires: 101 }, 100)).toBe(false);
  });

  it("rejects unreadable stored values", () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession("{bad")).toBeNull();
    expect(parseSession(JSON.stringify({ token: "", expires: 5 }))).toBeNull();
    expect(parseSession(JSON.stringify({ token: "x", expires: "5" }))).toBeNull();
    expect(parseSession(JSON.stringify({ token: "x", expires: 5 }))).toEqual({
      token: "x",
      expires: 5,
    });
  });
});
