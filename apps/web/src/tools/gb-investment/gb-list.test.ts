import { describe, expect, it } from "vitest";
import {
  AGE_COLOURS,
  filterByName,
  groupByAge,
  sortAlphabetically,
  type GbListItem,
} from "./gb-list";

const list: GbListItem[] = [
  { key: "b", age: "BronzeAge", name: "Zeus" },
  { key: "a", age: "NoAge", name: "Observatoire" },
  { key: "c", age: "BronzeAge", name: "Éléphant" },
  { key: "d", age: "IronAge", name: "arche" },
];

describe("GB lists", () => {
  it("sorts by plain code units, not locale collation", () => {
    // "É" (U+00C9) and lower-case letters sort after every upper-case ASCII letter.
    expect(sortAlphabetically(list).map((gb) => gb.name)).toEqual([
      "Observatoire",
      "Zeus",
      "arche",
      "Éléphant",
    ]);
  });

  it("groups by age in game order and skips empty ages", () => {
    expect(groupByAge(list).map((g) => [g.age, g.gbs.map((gb) => gb.key)])).toEqual([
      ["NoAge", ["a"]],
      ["BronzeAge", ["b", "c"]],
      ["IronAge", ["d"]],
    ]);
  });

  it("filters by a case-insensitive substring", () => {
    expect(filterByName(list, "ARC").map((gb) => gb.key)).toEqual(["d"]);
    expect(filterByName(list, "  ").length).toBe(4);
    expect(filterByName(list, "phant").map((gb) => gb.key)).toEqual(["c"]);
  });

  it("has a colour for every age with a GB", () => {
    for (const age of [
      "NoAge",
      "SpaceAgeVenus",
      "SpaceAgeJupiterMoon",
      "StellarAgeDiscovery",
    ] as const) {
      expect(AGE_COLOURS[age]).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(AGE_COLOURS.ArcticFuture).toBe("#e9f7f7");
  });
});
