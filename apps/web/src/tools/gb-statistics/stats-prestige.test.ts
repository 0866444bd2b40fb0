/** GB statistics under the Prestige rules: the rules in the link, P1 from each level's cost. */
import { describe, expect, it } from "vitest";
import {
  computeGbStatistics,
  getGbStatisticsSeries,
  GB_STATISTICS_SERIES,
} from "@foe-toolbox/core/gb-statistics";
import { compactStatSeries, expandStatSeries } from "./series-data";
import { defaultStatsState, parseStatsPermalink, statsPermalink } from "./stats-state";

const N = GB_STATISTICS_SERIES.length;
const params = (query: string) => new URLSearchParams(query);
/** A link made before Prestige, as the site wrote it. */
const OLD_LINK = "gbs_f=1&gbs_h=001111111111111111111&gbs_s=reward_level&gbs_t=80";

describe("statistics links and rules", () => {
  it("carry rules=prestige under Prestige only, and still open the same state", () => {
    const state = { ...defaultStatsState(N), stat: "reward_level" as const, to: 150 };
    const prestige = statsPermalink(state, "prestige");
    expect(params(prestige).get("rules")).toBe("prestige");
    expect(parseStatsPermalink(params(prestige), 420, N)).toEqual(state);
    expect(statsPermalink(state)).not.toContain("rules");
  });

  it("opens an old link as before", () => {
    const state = parseStatsPermalink(params(OLD_LINK), 420, N)!;
    expect(state).toMatchObject({ stat: "reward_level", from: 1, to: 80 });
    expect(state.visible.slice(0, 3)).toEqual([true, true, false]);
    expect(statsPermalink(state)).toBe(OLD_LINK);
  });

  it("the compact series the page loads give the Prestige P1 of the full data", () => {
    const full = getGbStatisticsSeries();
    const compact = expandStatSeries({ series: compactStatSeries(full) });
    const input = { stat: "reward_level" as const, from: 1, to: 200, rules: "prestige" as const };
    const prestige = computeGbStatistics({ ...input, series: compact });
    expect(prestige).toEqual(computeGbStatistics({ ...input, series: full }));
    expect(prestige).not.toEqual(computeGbStatistics({ ...input, rules: "live", series: full }));
  });
});
