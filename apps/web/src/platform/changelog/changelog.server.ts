/**
 * CHANGELOG.md at the repository root, read at build time: rendered to HTML for /changelog and
 * reduced to its version list for the update notice. Only server code imports this module, so no
 * Markdown library reaches the browser.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import MarkdownIt from "markdown-it";
import { full as emoji } from "markdown-it-emoji";
import { parseChangelogVersions } from "./versions";

/** The first CHANGELOG.md from the working directory (apps/web when building) upwards. */
function changelogPath(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, "CHANGELOG.md");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("CHANGELOG.md not found above " + process.cwd());
    dir = parent;
  }
}

export function readChangelog(): string {
  return readFileSync(changelogPath(), "utf8");
}

/**
 * Safe by construction: raw HTML in the Markdown is escaped (`html: false`) and markdown-it refuses
 * `javascript:`/`vbscript:`/`file:` and non-image `data:` links. The document's own "# Changelog"
 * title is left out (the page's hero carries the title), and `:shortcodes:` become emoji.
 */
export function renderChangelog(markdown: string): string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false }).use(emoji);
  const tokens = md.parse(markdown, {});
  const first = tokens.findIndex((token) => token.type === "heading_open");
  if (first !== -1 && tokens[first]!.tag === "h1") tokens.splice(first, 3);
  return md.renderer.render(tokens, md.options, {});
}

export function changelogVersions(): string[] {
  return parseChangelogVersions(readChangelog());
}

let html: string | undefined;

/** The rendered changelog, computed once per server process. */
export function changelogHtml(): string {
  html ??= renderChangelog(readChangelog());
  return html;
}
