import { describe, expect, it } from "vitest";
import { groupGbOptions } from "./gb-select-groups";
import { gbDisplayName, listGbOptions } from "./gb-options";

describe("GB picker lists", () => {
  it("offers every GB of the data once, grouped by age in game order", async () => {
    const options = await listGbOptions("en");
    expect(options).toHaveLength(49);
    expect(options[0]).toEqual({
      key: "Observatory",
      name: "Observatory",
      age: "NoAge",
      maxLevel: 361,
    });
    const groups = groupGbOptions(options, "age", "en");
    expect(groups.map((g) => g.age)).toEqual([...new Set(options.map((o) => o.age))]);
    expect(groups[0]!.options.map((o) => o.key)).toEqual([
      "Observatory",
      "Temple_of_Relics",
      "Oracle_of_Delphi",
    ]);
    // Galata Tower (Early Middle Ages) is listed with its age, not where the data file has it.
    expect(groups.find((g) => g.age === "EarlyMiddleAges")!.options.map((o) => o.key)).toContain(
      "Galata_Tower",
    );
    expect(groups.flatMap((g) => g.options)).toHaveLength(49);
  });

  it("names the GBs in the page's language", async () => {
    const german = await listGbOptions("de");
    expect(german.find((o) => o.key === "The_Arc")!.name).toBe("Die Arche");
    expect(await gbDisplayName("fr", "Observatory")).toBe("Observatoire");
    expect(await gbDisplayName("en", "Oracle_of_Delphi")).toBe("Oracle of Delphi");
  });

  it("sorts alphabetically by name with the locale's collation", () => {
    const options = [
      { key: "b", name: "Zeus", age: "BronzeAge" as const, maxLevel: 1 },
      { key: "a", name: "Ärger", age: "NoAge" as const, maxLevel: 1 },
      { key: "c", name: "Babel", age: "BronzeAge" as const, maxLevel: 1 },
    ];
    expect(groupGbOptions(options, "alpha", "de")).toEqual([
      { age: null, options: [options[1], options[2], options[0]] },
    ]);
  });
});
