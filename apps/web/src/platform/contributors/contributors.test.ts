import { describe, expect, it } from "vitest";
import fc from "fast-check";
import file from "../../../../../CONTRIBUTORS.json";
import { ContributorsFileError, initials, parseContributors } from "./contributors";

function problemsOf(data: unknown): string[] {
  try {
    parseContributors(data);
  } catch (error) {
    if (error instanceof ContributorsFileError) return error.problems;
    throw error;
  }
  return [];
}

describe("CONTRIBUTORS.json", () => {
  it("is valid and credits the maintainers and the sources of the game data", () => {
    const contributors = parseContributors(file);
    const names = contributors.map((c) => c.name);
    expect(names).toContain("FoE Toolbox maintainers");
    // The localised GB names come from the FOE Tools translation files (packages/core/data/README.md).
    expect(
      contributors.find((c) => c.url === "https://github.com/CSIPE/FOE-Tools.github.io")
        ?.contributions,
    ).toEqual(["data", "translation"]);
  });
});

describe("parseContributors", () => {
  it("normalises an entry: trimmed name, contribution types in display order", () => {
    expect(
      parseContributors({
        contributors: [
          {
            name: "  Ada ",
            url: "https://example.org/ada",
            contributions: ["translation", "code"],
          },
          { name: "Bob", contributions: ["bugs"] },
        ],
      }),
    ).toEqual([
      { name: "Ada", url: "https://example.org/ada", contributions: ["code", "translation"] },
      { name: "Bob", contributions: ["bugs"] },
    ]);
  });

  it("reports every problem with its place", () => {
    expect(problemsOf(null)).toEqual(['the file must be an object with a "contributors" list']);
    expect(problemsOf({ contributors: {} })).toEqual([
      'the file must be an object with a "contributors" list',
    ]);
    expect(
      problemsOf({
        contributors: [
          "Ada",
          { name: " ", contributions: ["code"] },
          { name: "Bob", url: "http://example.org", contributions: [] },
          { name: "Cy", contributions: ["code", "code", "singing"], avatar: "x.png" },
          { name: "Dee", contributions: ["ideas"] },
          { name: "dee", contributions: ["bugs"] },
        ],
      }),
    ).toEqual([
      "contributors[0]: not an object",
      'contributors[1]: "name" must be a non-empty string',
      'contributors[2]: "url" must be an https URL',
      'contributors[2]: "contributions" must be a non-empty list',
      'contributors[3]: unknown field "avatar"',
      'contributors[3]: contribution type "code" listed twice',
      'contributors[3]: unknown contribution type "singing"',
      'contributors[5]: "dee" is listed twice',
    ]);
  });

  it("never throws anything but its own error on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const problems = problemsOf({ contributors: [value] });
        expect(problems.every((p) => p.startsWith("contributors[0]"))).toBe(true);
      }),
    );
  });
});

describe("initials", () => {
  it("takes the first letters of the first two words, or two letters of one word", () => {
    expect(initials("FoE Helper contributors")).toBe("FH");
    expect(initials("foe-assistant.com")).toBe("FA");
    expect(initials("Zoë")).toBe("ZO");
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
    expect(initials("(x)")).toBe("X");
  });
});
