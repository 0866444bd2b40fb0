import { describe, expect, it } from "vitest";
import { isExpired, newSession, parseSession, SESSION_KEY, SESSION_LIFETIME_MS } from "./session";

describe("session", () => {
  it("uses the key of the docs and the backend's 30-day session limit", () => {
    const month = 30 * 24 * 60 * 60 * 1000;
    expect(SESSION_KEY).toBe("strapi_jwt");
    expect(SESSION_LIFETIME_MS).toBe(month);
    expect(newSession("t", undefined, 1000)).toEqual({ token: "t", expires: 1000 + month });
    expect(newSession("t", "r", 1000)).toEqual({
      token: "t",
      refreshToken: "r",
      expires: 1000 + month,
    });
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
    expect(parseSession(JSON.stringify({ token: "x", refreshToken: "r", expires: 5 }))).toEqual({
      token: "x",
      refreshToken: "r",
      expires: 5,
    });
    expect(parseSession(JSON.stringify({ token: "x", refreshToken: 3, expires: 5 }))).toEqual({
      token: "x",
      expires: 5,
    });
  });
});
