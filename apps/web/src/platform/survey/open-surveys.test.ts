// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPEN_SURVEYS_CACHE_KEY } from "@/lib/storage/keys";
import { openSurveyKeys, openSurveysQuery, unanswered } from "./open-surveys";

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => sessionStorage.clear());

describe("open surveys", () => {
  it("leave out answered surveys with Strapi's $notIn filter", () => {
    expect(openSurveysQuery(["a", "b"], { "fields[0]": "key" })).toEqual({
      "fields[0]": "key",
      "filters[key][$notIn][0]": "a",
      "filters[key][$notIn][1]": "b",
    });
    expect(unanswered(["a", "b", "c"], ["b"])).toEqual(["a", "c"]);
  });

  it("ask the backend once per session, then use the cache", async () => {
    const fetchImpl = vi.fn(() => answer({ data: [{ key: "s1" }, { key: "s2" }] }));
    expect(await openSurveyKeys(["s0"], fetchImpl)).toEqual(["s1", "s2"]);
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe("/api/surveys");
    expect(url.searchParams.get("filters[key][$notIn][0]")).toBe("s0");
    // Answered later in the session: left out without asking again.
    expect(await openSurveyKeys(["s1"], fetchImpl)).toEqual(["s2"]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("a failure means no survey, silently, and is not retried in the session", async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await openSurveyKeys([], fetchImpl)).toEqual([]);
    expect(await openSurveyKeys([], fetchImpl)).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    expect(await openSurveyKeys([], () => answer({ error: { message: "x" } }, 500))).toEqual([]);
    sessionStorage.setItem(OPEN_SURVEYS_CACHE_KEY, "{broken");
    expect(await openSurveyKeys([], () => answer({ data: [{ key: "s9" }, { key: 4 }] }))).toEqual([
      "s9",
    ]);
  });
});
