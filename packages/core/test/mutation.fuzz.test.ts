/**
 * Mutation fuzz: every public calculator of core, called with its public vector inputs after one
 * to three fields were damaged (see mutate.ts), returns a clean result or throws a named error —
 * never a TypeError / RangeError, never NaN, ±Infinity or undefined in a result.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";
import { checkOutcome } from "./fuzz.js";
import { deepFreeze, holeSweep, HOSTILE_VALUES, mutate, mutations } from "./mutate.js";
import { expandGbReferences, listVectorFiles, loadVectors } from "./vectors.js";

type Fn = (...args: unknown[]) => unknown;

/** Fixed seed and few runs per function: together they stay within a few seconds. */
const MUTATION_PARAMS = { seed: 20261126, numRuns: 4_000 } as const;

const vectors = listVectorFiles().flatMap((file) => loadVectors(file));

/** The inputs of the vectors of `fn`, with `gb` references expanded into level tables. */
function vectorInputs(fn: string): Record<string, unknown>[] {
  return vectors.filter((v) => v.fn === fn).map((v) => expandGbReferences(v.input));
}

function exported(name: string): Fn {
  const fn = (core as unknown as Record<string, unknown>)[name];
  if (typeof fn !== "function") throw new Error(`core does not export ${name}`);
  return fn as Fn;
}

interface Target {
  /** The exported function. */
  name: string;
  seeds: unknown[];
  /** How the (mutated) seed is passed; default: as the single argument. */
  call?: (fn: Fn, input: unknown) => unknown;
  numRuns?: number;
}

/** A seed that is an argument list: the mutations may also drop or add arguments. */
const spread = (fn: Fn, input: unknown) => fn(...(Array.isArray(input) ? input : [input]));

const messageInputs = vectorInputs("buildPromotionMessage");
const configs = messageInputs.map((i) => i.config);
const pageSettings = vectorInputs("buildGbPromotionMessages").map((i) => i.settings);
const campaignStates = [
  ...vectorInputs("toggleConquered"),
  ...vectorInputs("computeCampaignCost"),
].map((i) => i.conquered);
const observatory = core.getGbLevels("Observatory")!;

const TARGETS: Target[] = [
  ...[
    ...new Set(vectors.map((v) => v.fn)), // every function that has public vectors
  ].map((name) => ({ name, seeds: vectorInputs(name) })),
  {
    name: "applyPromotionPageSettings",
    seeds: configs.flatMap((config) => pageSettings.map((settings) => ({ config, settings }))),
  },
  {
    name: "applyPromotionSampleSettings",
    seeds: configs.flatMap((config) => pageSettings.map((settings) => ({ config, settings }))),
  },
  {
    name: "stripLevelPlaceholders",
    seeds: configs.flatMap((c) => [[(c as { message: string }).message]]),
    call: spread,
  },
  {
    name: "getProvinceState",
    seeds: campaignStates.map((c) => [c, "ColonialAge", "Narcien"]),
    call: spread,
  },
  { name: "getAgeState", seeds: campaignStates.map((c) => [c, "ColonialAge"]), call: spread },
  { name: "normalizeConquered", seeds: campaignStates.map((c) => [c]), call: spread },
  {
    name: "convertLegacyConquered",
    seeds: [
      [
        {
          BronzeAge: { _state: 1 },
          IronAge: { _state: -1, Ostrilla: { _state: 0, sectors: [1] } },
        },
      ],
    ],
    call: spread,
  },
  { name: "splitDays", seeds: [[400], [0], [364]], call: spread },
  { name: "getDurationParts", seeds: [{ years: 1, months: 1, days: 5 }] },
  { name: "getCfMinimums", seeds: [["IronAge"], ["SpaceAgeMars"]], call: spread },
  { name: "getTradeUnitCost", seeds: [["IronAge"], ["SpaceAgeVenus"]], call: spread },
  {
    name: "isPotentialSniper",
    seeds: [
      {
        value: 10,
        places: core.computeLevelInvestment({
          levels: observatory,
          level: 10,
          investorPercentages: [90, 90, 90, 90, 90],
        }).places,
      },
    ],
  },
];

/** Runs one damaged call; the message of a failure says which seed and which damage. */
function check(target: Target, input: unknown, description: string): void {
  const call = target.call ?? ((f: Fn, i: unknown) => f(i));
  const fn = exported(target.name);
  try {
    checkOutcome(() => call(fn, input), undefined);
  } catch (error) {
    const cause = String((error as Error).cause ?? error);
    throw new Error(`${description}: ${cause}`, { cause: error });
  }
}

describe("mutated public vector inputs give a result or a named error", () => {
  for (const target of TARGETS) {
    it(target.name, () => {
      const seeds = target.seeds.map((seed) => deepFreeze(seed));
      fc.assert(
        fc.property(fc.nat({ max: seeds.length - 1 }), mutations, (index, ms) => {
          const { input, description } = mutate(seeds[index], ms);
          check(target, input, `seed ${index}, ${description}`);
        }),
        { ...MUTATION_PARAMS, numRuns: target.numRuns ?? MUTATION_PARAMS.numRuns },
      );
    });
  }
});

describe("a hole in any array of a public vector input gives a result or a named error", () => {
  for (const target of TARGETS) {
    it(target.name, () => {
      const failures: string[] = [];
      target.seeds.forEach((seed, index) => {
        for (const m of holeSweep(seed)) {
          const { input, description } = mutate(deepFreeze(seed), [m]);
          try {
            check(target, input, `seed ${index}, ${description}`);
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      });
      expect(failures).toEqual([]);
    });
  }
});

/** Data look-ups take a key from anywhere (URL, storage): junk gives `undefined`, never a throw. */
describe("data look-ups accept any key", () => {
  const lookups = [
    "getAge",
    "getAgeIndex",
    "isAgeKey",
    "getGood",
    "getGoodsProductionOptions",
    "getGreatBuilding",
    "isGbKey",
    "getGbLevels",
    "getGbName",
    "getGbShortName",
    "isGbNameUncertain",
    "getCampaignAge",
    "getRecurringQuests",
    "getGbBonusKind",
    "isGbLevelingOrderReward",
  ];
  for (const name of lookups) {
    it(name, () => {
      const fn = exported(name);
      for (const key of [...HOSTILE_VALUES, "Observatory", "IronAge", "__proto__", "constructor"]) {
        for (const second of [undefined, null, "en", 1, "__proto__"]) fn(key, second);
      }
    });
  }
});
