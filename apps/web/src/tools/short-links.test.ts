/**
 * Every tool's links leave out their default values and open exactly what the full link opens
 * (docs/site.md §16): a property over each tool's definition, with links made from each key of
 * sample links, the values seen there and a few others, and a visitor whose own values differ.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { toggleConquered } from "@foe-toolbox/core/campaign-cost-engine";
import { loadLinkCodec, type ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  canonicalQuery,
  expandQuery,
  shortQuery,
  shortQuerySteps,
  type LinkCodec,
} from "@/platform/calculator/short-link";
import { cfTool } from "./cf-calculator/tool";
import { securePositionTool } from "./secure-position/tool";
import { tradeTool } from "./trade/tool";
import { campaignTool } from "./campaign-cost/tool";
import { compactCampaignData } from "./campaign-cost/compact-data";
import { permalinkQuery, resolveScope } from "./campaign-cost/campaign-state";
import { DEFAULT_SELECTION } from "./campaign-cost/selection";
import { gbInvestmentTool } from "./gb-investment/tool";
import { forecastTool } from "./gb-forecast/tool";
import { statsTool } from "./gb-statistics/tool";
import { levelingTool } from "./gb-leveling-order/tool";
import { powerLevelingTool } from "./gb-power-leveling/tool";

const maxLevelOf = () => 80;
const campaign = compactCampaignData(listCampaignAges());
const secondAge = campaign.ages[1]!;
const conqueredBronze = toggleConquered({
  conquered: {},
  age: campaign.ages[0]!.age,
  value: true,
  data: campaign,
}).conquered;
const observatory = { gbKey: "Observatory", levels: getGbLevels("Observatory")! };
const investors = encodeURIComponent(JSON.stringify([{ value: 5, isPotentialSniper: true }]));

/** A tool with its context, sample links that set many of its keys, and its default link. */
interface Case {
  name: string;
  codec: LinkCodec<unknown, unknown, unknown>;
  samples: string[];
  /** A one-pair link of the defaults. */
  minimal: string;
}

async function toolCase<T, Link, Context, Extra>(
  name: string,
  tool: ToolDefinition<T, Link, Context, Extra>,
  context: Context,
  minimal: string,
  samples: string[],
): Promise<Case> {
  const codec = await loadLinkCodec(tool, context);
  if (!codec) throw new Error(`${name} has no encoder`);
  return {
    name,
    codec: codec as unknown as LinkCodec<unknown, unknown, unknown>,
    minimal,
    samples,
  };
}

const CASES: Case[] = await Promise.all([
  toolCase("cf-calculator", cfTool, undefined, "cfc_srq=0", [
    "cfc_ya=IronAge&cfc_ycfb=150&cfc_c=1000&cfc_s=2000&cfc_g=30&cfc_fp=40&cfc_orq=3&cfc_sp=500&cfc_srq=1&cfc_cq=4",
  ]),
  toolCase("secure-position", securePositionTool, maxLevelOf, "sp_yab=90", [
    "sp_lc=500&sp_cd=100&sp_yp=20&sp_op=30&sp_yab=120&sp_ftr=10",
    "sp_yab=90&sp_cd=5",
  ]),
  toolCase("trade", tradeTool, undefined, "tr_tab=fair", [
    "tr_tab=simple&tr_s_h=IronAge&tr_s_w=BronzeAge&tr_s_a=100&tr_s_mo=2&tr_f_ta=IronAge&tr_f_tx=50&tr_f_tr=1&tr_f_ts=1&tr_f_tso=3",
    "tr_tab=fair&tr_f_h=IronAge",
  ]),
  toolCase(
    "campaign-cost",
    campaignTool,
    campaign,
    permalinkQuery(campaign, resolveScope(campaign, DEFAULT_SELECTION), {}),
    [
      permalinkQuery(campaign, resolveScope(campaign, { age: secondAge.age }), conqueredBronze),
      permalinkQuery(campaign, { age: "all" }, {}),
    ],
  ),
  toolCase("gb-investment", gbInvestmentTool, observatory, "gbi_tab=0", [
    `gbi_tab=0&gbi_l=10&gbi_oi=20&gbi_ipg=85&gbi_p1=90&gbi_p3=100&gbi_ip=${investors}&gbi_yab=120&gbi_ss=1&gbi_pFree2=0&gbi_px=Hi&gbi_sx=thx&gbi_spx=0&gbi_sosp=1&sp_yp=5&sp_op=10&sp_cd=30&sp_ftr=0&sp_yab=120`,
    "gbi_tab=1&gbi_f=5&gbi_t=20&gbi_cp=1&gbi_pc2=80&gbi_tpic=3&gbi_yab=100&gbi_ipg=80",
  ]),
  toolCase("gb-forecast-cost", forecastTool, maxLevelOf, "gbfc_cp=0", [
    "gbfc_ai=12&gbfc_cp=1&gbfc_f=2&gbfc_fp=10&gbfc_gb=Capitol&gbfc_ipg=90&gbfc_p1=95.5&gbfc_p2=90&gbfc_p5=0&gbfc_t=9",
    "rules=prestige&gbfc_ipgg=80&gbfc_g6=50&gbfc_cp=1&gbfc_t=20&gbfc_f=5",
  ]),
  toolCase("gb-statistics", statsTool, 80, "gbs_s=cost_level", [
    "gbs_s=cost_level&gbs_f=5&gbs_t=60&gbs_h=0101",
    "rules=prestige&gbs_f=1&gbs_t=10",
  ]),
  toolCase("gb-leveling-order", levelingTool, undefined, "reward=", [
    "reward=forgePoints&target=80&ratio=3&fp=100&pct=85&random=false&production=10&levels=Observatory:10,Capitol:5&locked=Capitol",
    "rules=prestige&pctg=80&pct=90&reward=supportPool",
  ]),
  toolCase("gb-power-leveling", powerLevelingTool, maxLevelOf, "gb=Observatory", [
    "gb=Capitol&from=10&to=20&rate=85&fp=30&prod=0",
    "gb=Observatory&from=1&to=10&p1=80&p2=95&rules=prestige",
  ]),
]);

/** The default link of a case: every field of the defaults, with the page state they open with. */
function defaultLink(c: Case): string {
  const full = canonicalQuery(c.codec, c.minimal);
  if (full === null) throw new Error(`${c.name}: ${c.minimal} opens nothing`);
  return full;
}

/** What a page shows when `query` is opened by a visitor whose own value is `saved`. */
function opened({ codec }: Case, query: string, saved: unknown) {
  const params = new URLSearchParams(expandQuery(codec, query));
  const link = codec.parse(params);
  if (link === null) return null;
  return { value: codec.open(link, saved), extra: codec.extraOf(link, params) };
}

/** Links over the keys of the samples, each key absent or set to a value seen there or a few others. */
function links(c: Case): fc.Arbitrary<string> {
  const pools = new Map<string, Set<string>>();
  for (const query of [...c.samples, defaultLink(c)]) {
    for (const [key, value] of new URLSearchParams(query)) {
      const pool = pools.get(key) ?? new Set(["0", "1", "5", "60"]);
      pools.set(key, pool.add(value));
    }
  }
  const entries = [...pools].map(([key, pool]) =>
    fc.option(fc.constantFrom(...pool).map((value): string[] => [key, value])),
  );
  return fc
    .tuple(...entries)
    .map((pairs) => new URLSearchParams(pairs.filter((p) => p !== null)).toString());
}

describe.each(CASES)("$name links", (c) => {
  it("leave out every default value: the default link is as short as one pair", () => {
    const full = defaultLink(c);
    expect(opened(c, full, c.codec.defaults)?.value).toEqual(c.codec.defaults);
    const short = shortQuery(c.codec, full);
    // No longer than a one-pair link of the defaults (a level range, two short pairs, may win).
    expect(short.length).toBeLessThanOrEqual(c.minimal.length);
    expect(short.length).toBeLessThanOrEqual(full.length);
    expect(opened(c, short, c.codec.defaults)?.value).toEqual(c.codec.defaults);
  });

  it("open exactly what the full link opens, for any visitor (property)", () => {
    const { codec } = c;
    fc.assert(
      fc.property(links(c), links(c), (sent, visitor) => {
        // v: a value a link can carry. A link only writes the fields its rules use (the Gold
        // percentages under live rules, the places under a global rate), so `sent` goes through
        // one full link first; what a full link opens, its full link opens again.
        const first = opened(c, sent, codec.defaults);
        fc.pre(first !== null && first.value !== null);
        const link = opened(c, codec.encode(first!.value, first!.extra), codec.defaults);
        const value = link?.value ?? null;
        fc.pre(link !== null && value !== null);
        const full = codec.encode(value, link!.extra);
        expect(opened(c, full, codec.defaults)).toEqual(link);
        const short = shortQuery(codec, full);
        expect(short.length).toBeLessThanOrEqual(full.length);
        // decode(short(encode(v))) == v, and the same page state as the full link.
        expect(opened(c, short, codec.defaults)).toEqual(opened(c, full, codec.defaults));
        expect(opened(c, short, codec.defaults)?.value).toEqual(value);
        const saved = opened(c, visitor, codec.defaults)?.value ?? codec.defaults;
        expect(opened(c, short, saved)).toEqual(opened(c, full, saved));
      }),
      { numRuns: 60 },
    );
  });
});

describe("secure-position links", () => {
  it("keep the sender's Arc bonus when it is the default and the visitor's differs", () => {
    const c = CASES.find((x) => x.name === "secure-position")!;
    const short = shortQuery(c.codec, "sp_cd=10&sp_ftr=0&sp_lc=500&sp_op=0&sp_yab=90&sp_yp=0");
    expect(short).toBe("sp_cd=10&sp_lc=500");
    const visitor = { ...(c.codec.defaults as object), yourArcBonus: 50 };
    expect(opened(c, short, visitor)?.value).toMatchObject({ yourArcBonus: 90, levelCost: 500 });
  });
});

describe("gb-investment links", () => {
  /** The short form of the full link `query` opens, and how many links the search opened. */
  function search(query: string) {
    const c = CASES.find((x) => x.name === "gb-investment")!;
    const full = canonicalQuery(c.codec, query)!;
    const steps = shortQuerySteps(c.codec, full);
    let tries = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) tries += 1;
    return { fields: new URLSearchParams(full).size, short: step.value, tries };
  }

  it("shorten values typed over the defaults in a few tries, not one per field", () => {
    // Each try parses and encodes a link of some thirty fields: pair by pair it took sixty.
    expect(search("gbi_l=81")).toEqual({ fields: 30, short: "gbi_l=81", tries: 2 });
    const three = search("gbi_l=20&gbi_p1=95&gbi_ss=1");
    expect(three.short).toBe("gbi_l=20&gbi_p1=95&gbi_ss=1");
    expect(three.tries).toBeLessThanOrEqual(8);
  });
});
