import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  normalizeConquered,
  toggleConquered,
  type Conquered,
} from "@foe-toolbox/core/campaign-cost-engine";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { compactCampaignData } from "./compact-data";
import {
  decodeConquered,
  encodeConquered,
  parsePermalink,
  permalinkQuery,
  resolveScope,
} from "./campaign-state";
import { readRawPermalink } from "./selection";

const data = compactCampaignData(listCampaignAges());
const SECTORS = data.ages.reduce(
  (n, a) => n + a.provinces.reduce((m, p) => m + p.sectors.length, 0),
  0,
);

function conquerAges(count: number): Conquered {
  let conquered: Conquered = {};
  for (const age of data.ages.slice(0, count))
    conquered = toggleConquered({ conquered, age: age.age, value: true, data }).conquered;
  return conquered;
}

describe("resolveScope", () => {
  it("opens an age on its first province in data order", () => {
    expect(resolveScope(data, { age: "BronzeAge" })).toEqual({
      age: "BronzeAge",
      province: data.ages[0]!.provinces[0]!.key,
    });
  });
  it("keeps a known province, 'all' and the all-ages view", () => {
    expect(resolveScope(data, { age: "IronAge", province: "Paruuch" })).toEqual({
      age: "IronAge",
      province: "Paruuch",
    });
    expect(resolveScope(data, { age: "IronAge", province: "all" })).toEqual({
      age: "IronAge",
      province: "all",
    });
    expect(resolveScope(data, { age: "all" })).toEqual({ age: "all" });
  });
  it("falls back to the defaults for unknown ages and provinces", () => {
    expect(resolveScope(data, { age: "Atlantis" })).toEqual(
      resolveScope(data, { age: "BronzeAge" }),
    );
    // Province keys are only unique within an age: Paruuch is an Iron Age province.
    expect(resolveScope(data, { age: "BronzeAge", province: "Paruuch" })).toEqual(
      resolveScope(data, { age: "BronzeAge" }),
    );
  });
});

describe("conquered sectors in a URL", () => {
  it("round-trips any conquered state reached by clicks", () => {
    const ages = data.ages;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.nat(ages.length - 1), fc.nat(200), fc.nat(20), fc.boolean(), fc.boolean()),
          { maxLength: 40 },
        ),
        (steps) => {
          let conquered: Conquered = {};
          for (const [a, p, s, whole, value] of steps) {
            const age = ages[a]!;
            const province = age.provinces[p % age.provinces.length]!;
            conquered = toggleConquered({
              conquered,
              age: age.age,
              province: province.key,
              ...(whole ? {} : { sector: s % province.sectors.length }),
              value,
              data,
            }).conquered;
          }
          expect(decodeConquered(data, encodeConquered(data, conquered))).toEqual(conquered);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("is a few characters for whole ages conquered in order", () => {
    expect(encodeConquered(data, {})).toBe("r");
    const eightAges = conquerAges(8);
    const text = encodeConquered(data, eightAges);
    expect(text.length).toBeLessThan(8);
    expect(decodeConquered(data, text)).toEqual(eightAges);
    const everything = conquerAges(data.ages.length);
    expect(encodeConquered(data, everything)).toBe(`r0.${SECTORS.toString(36)}`);
  });

  it("never needs more than the bit string in base64 (~1 character per 6 sectors)", () => {
    // Every other sector: the worst case for run lengths.
    const raw: Record<string, Record<string, boolean[]>> = {};
    let i = 0;
    for (const age of data.ages) {
      raw[age.age] = Object.fromEntries(
        age.provinces.map((p) => [p.key, p.sectors.map(() => i++ % 2 === 0)]),
      );
    }
    const alternate = normalizeConquered(raw, data);
    const text = encodeConquered(data, alternate);
    expect(text.startsWith("b")).toBe(true);
    expect(text.length).toBe(1 + Math.ceil((Math.ceil(SECTORS / 8) * 4) / 3));
    expect(decodeConquered(data, text)).toEqual(alternate);
  });

  it("rejects texts that do not fit the map", () => {
    for (const junk of [
      "",
      "x1",
      "r-1",
      "r1.zzzzz",
      `r${(SECTORS + 1).toString(36)}`,
      "b",
      "b!!",
      "bAAAA",
    ]) {
      expect(decodeConquered(data, junk)).toBeNull();
    }
  });
});

describe("permalink", () => {
  it("restores the scope and the conquered sectors", () => {
    const conquered = conquerAges(3);
    for (const scope of [
      { age: "all" },
      { age: "IronAge", province: "all" },
      { age: "HighMiddleAges", province: "Breturia" },
    ] as const) {
      const params = new URLSearchParams(permalinkQuery(data, scope, conquered));
      const restored = parsePermalink(data, readRawPermalink(params));
      expect(restored.selection).toEqual(scope);
      expect(restored.conquered).toEqual(conquered);
    }
  });

  it("keeps a short URL", () => {
    expect(permalinkQuery(data, { age: "IronAge", province: "Paruuch" }, conquerAges(2))).toMatch(
      /^age=IronAge&c=r0\.[0-9a-z]+&province=Paruuch$/,
    );
  });

  it("uses the player's own conquered sectors when the link has none or a damaged one", () => {
    expect(
      parsePermalink(data, { age: "IronAge", province: null, conquered: null }).conquered,
    ).toBeNull();
    expect(
      parsePermalink(data, { age: "IronAge", province: null, conquered: "zz" }).conquered,
    ).toBeNull();
    expect(
      parsePermalink(data, { age: "Nowhere", province: "x", conquered: null }).selection,
    ).toEqual(resolveScope(data, { age: "BronzeAge" }));
  });
});
