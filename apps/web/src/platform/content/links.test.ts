import { describe, expect, it } from "vitest";
import { issueTrackerUrl } from "./links";

describe("issue tracker address", () => {
  it("is the issues page of a GitHub repository", () => {
    expect(issueTrackerUrl("https://github.com/example/foe-toolbox")).toBe(
      "https://github.com/example/foe-toolbox/issues",
    );
    expect(issueTrackerUrl("https://github.com/example/foe-toolbox.git")).toBe(
      "https://github.com/example/foe-toolbox/issues",
    );
    expect(issueTrackerUrl("https://github.com/example/foe-toolbox/tree/main")).toBe(
      "https://github.com/example/foe-toolbox/issues",
    );
  });

  it("is unknown for other hosts, incomplete or missing addresses", () => {
    expect(issueTrackerUrl("https://gitlab.com/example/foe-toolbox")).toBeUndefined();
    expect(issueTrackerUrl("https://github.com/example")).toBeUndefined();
    expect(issueTrackerUrl("not a url")).toBeUndefined();
    expect(issueTrackerUrl(undefined)).toBeUndefined();
  });
});
