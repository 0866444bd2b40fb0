import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as engine from "./campaign-cost-engine.js";
import * as bundled from "./campaign-cost.js";
import { listCampaignAges } from "./data/index.js";

const data: engine.CampaignData = { ages: listCampaignAges() };

function errorName(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).name;
  }
  return "no error";
}

describe("campaign-cost-engine (the functions without the bundled map)", () => {
  it("does not import the continent-map data, so browsers can load it on demand", () => {
    const files = [
      "./campaign-cost-engine.ts",
      ...readdirSync(new URL("./campaign-cost/", import.meta.url))
        .filter((f) => !f.endsWith(".test.ts"))
        .map((f) => `./campaign-cost/${f}`),
    ];
    for (const file of files) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/from\s+["'][^"']*campaign(\.js|\.json)["']/);
      expect(source, file).not.toMatch(/data\/index/);
    }
    expect(files.length).toBeGreaterThan(1);
  });

  it("asks for the data when none is given", () => {
    expect(errorName(() => engine.computeCampaignCost({ scope: { age: "all" } }))).toBe(
      "UnknownDataError",
    );
    expect(errorName(() => engine.toggleConquered({ age: "BronzeAge", value: true }))).toBe(
      "UnknownDataError",
    );
    expect(errorName(() => engine.normalizeConquered({}))).toBe("UnknownDataError");
    expect(errorName(() => engine.getAgeState({}, "BronzeAge"))).toBe("UnknownDataError");
    expect(errorName(() => engine.getProvinceState({}, "BronzeAge", "Hymir"))).toBe(
      "UnknownDataError",
    );
  });

  it("gives the results of campaign-cost.ts when passed the bundled data", () => {
    const { conquered } = bundled.toggleConquered({
      age: "IronAge",
      province: "Paruuch",
      value: true,
    });
    expect(
      engine.toggleConquered({ age: "IronAge", province: "Paruuch", value: true, data }),
    ).toEqual({
      conquered,
    });
    for (const scope of [
      { age: "all" },
      { age: "IronAge", province: "all" },
      { age: "IronAge", province: "Paruuch" },
    ] as const) {
      expect(engine.computeCampaignCost({ scope, conquered, data })).toEqual(
        bundled.computeCampaignCost({ scope, conquered }),
      );
    }
    expect(engine.getAgeState(conquered, "IronAge", data)).toBe(-1);
    expect(engine.getProvinceState(conquered, "IronAge", "Paruuch", data)).toBe(1);
    expect(engine.normalizeConquered(conquered, data)).toEqual(conquered);
  });

  it("checks and indexes the data one province per step, before the first computation", () => {
    const fresh: engine.CampaignData = { ages: listCampaignAges() };
    const steps = engine.prepareCampaignData(fresh);
    let count = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) count++;
    expect(count).toBe(fresh.ages.reduce((n, age) => n + age.provinces.length, 0));
    expect(engine.computeCampaignCost({ scope: { age: "all" }, data: fresh })).toEqual(
      engine.computeCampaignCost({ scope: { age: "all" }, data }),
    );
    const drain = (d: unknown) => () => [...engine.prepareCampaignData(d as engine.CampaignData)];
    expect(errorName(drain({ ages: "no" }))).toBe("UnknownDataError");
    expect(errorName(drain(null))).toBe("UnknownDataError");
    expect(
      errorName(
        drain({
          ages: [
            {
              age: "BronzeAge",
              provinces: [{ key: "x", sectors: [{ cost: [{ good: "gold bars", amount: 1 }] }] }],
            },
          ],
        }),
      ),
    ).toBe("UnknownDataError");
  });
});
