import { describe, expect, it } from "vitest";
import { countUpdatesSince, parseChangelogVersions } from "./versions";

const CHANGELOG = `# Changelog

Intro mentioning ## [9.9.9] in the middle of a line.

## [Unreleased]

## [1.2.0] - 2027-02-01
### Added
- thing

## 1.1.1 - 2027-01-10

## [v1.1.0]

## [1.0.0-beta.2] - 2026-12-01

## [not-a-version]
`;

describe("changelog versions", () => {
  it("reads the version headings in order, skipping Unreleased and junk", () => {
    expect(parseChangelogVersions(CHANGELOG)).toEqual(["1.2.0", "1.1.1", "1.1.0", "1.0.0-beta.2"]);
  });

  const versions = ["1.3.0", "1.2.0", "1.1.1", "1.1.0", "1.0.0"];
  it("counts the versions after the last visit up to the running one", () => {
    expect(countUpdatesSince(versions, "1.1.0", "1.3.0")).toBe(3);
    expect(countUpdatesSince(versions, "1.0.0", "1.2.0")).toBe(3);
    expect(countUpdatesSince(versions, "1.2.0", "1.2.0")).toBe(0);
  });
  it("works for a stored version the changelog does not list", () => {
    expect(countUpdatesSince(versions, "1.1.0-rc.1", "1.1.1")).toBe(2);
    expect(countUpdatesSince(versions, "0.9.0", "1.0.0")).toBe(1);
  });
  it("counts nothing after a downgrade or for a stored value that is not a version", () => {
    expect(countUpdatesSince(versions, "1.3.0", "1.1.0")).toBe(0);
    expect(countUpdatesSince(versions, "yesterday", "1.3.0")).toBe(0);
  });
});
