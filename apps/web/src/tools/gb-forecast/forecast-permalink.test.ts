import { describe, expect, it } from "vitest";
import { shortToolQuery } from "@/platform/calculator/tool-contract";
import { defaultForecastState, forecastPermalink, parseForecastPermalink } from "./forecast-state";
import { forecastTool } from "./tool";

const maxLevelOf = () => 80;
const open = (query: string) => parseForecastPermalink(new URLSearchParams(query), maxLevelOf);
const short = (query: string) => {
  const state = open(query)!;
  return shortToolQuery(forecastTool, forecastPermalink(state), maxLevelOf);
};

describe("forecast permalinks carry only what differs from the defaults", () => {
  it("a link of old, with every field, opens the same values as its short form", async () => {
    for (const old of [
      "gbfc_ai=0&gbfc_cp=0&gbfc_f=11&gbfc_fp=50&gbfc_gb=Observatory&gbfc_ipg=90&gbfc_t=60",
      "gbfc_ai=0&gbfc_cp=0&gbfc_f=1&gbfc_fp=0&gbfc_gb=Observatory&gbfc_ipg=0&gbfc_t=10",
      "gbfc_ai=12&gbfc_cp=1&gbfc_f=2&gbfc_fp=0&gbfc_gb=Capitol&gbfc_ipg=90&gbfc_p1=95.5&gbfc_p2=90&gbfc_p3=90&gbfc_p4=90&gbfc_p5=0&gbfc_t=9",
    ]) {
      const query = await short(old);
      expect(query.length, old).toBeLessThan(old.length);
      expect(open(query), old).toEqual(open(old));
    }
  });

  it("the reference forecast needs 3 of its 7 fields; levels stay together", async () => {
    const query = await short(
      "gbfc_ai=0&gbfc_cp=0&gbfc_f=11&gbfc_fp=50&gbfc_gb=Observatory&gbfc_ipg=90&gbfc_t=60",
    );
    expect(query).toBe("gbfc_f=11&gbfc_fp=50&gbfc_t=60");
    // Only the target differs, but a level range is read from both ends.
    const target = forecastPermalink({ ...defaultForecastState(), target: 60 });
    expect(await shortToolQuery(forecastTool, target, maxLevelOf)).toBe("gbfc_f=1&gbfc_t=60");
  });
});
