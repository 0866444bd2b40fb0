import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { changelogVersions, readChangelog, renderChangelog } from "./changelog.server";

describe("changelog rendering", () => {
  it("escapes raw HTML and refuses script links", () => {
    const html = renderChangelog(
      '## [1.0.0]\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [ok](https://example.org/x)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="https://example.org/x">ok</a>');
  });

  it("renders emoji shortcodes and leaves the document title to the page", () => {
    const html = renderChangelog("# Changelog\n\n## [1.0.0]\n\nFirst :tada: :cookie:");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>[1.0.0]</h2>");
    expect(html).toContain("First 🎉 🍪");
  });

  it("lists the running version (the root package.json's) in the repository's changelog", () => {
    const changelog = readChangelog();
    const { version } = JSON.parse(
      readFileSync(join(process.cwd(), "../../package.json"), "utf8"),
    ) as { version: string };
    expect(changelogVersions()).toContain(version);
    expect(renderChangelog(changelog)).not.toMatch(/:[a-z_]+:/);
  });
});
