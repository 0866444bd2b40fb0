// @ts-check
/**
 * After `next build`: marks the scripts that most pages run as they start (those their HTML loads)
 * with V8's compile hint `//# allFunctionsCalledOnLoad`. Chromium then compiles all their functions
 * while it downloads them, on a background thread, instead of compiling each one on the page's
 * main thread the first time it runs: starting React and the router is most of that
 * (docs/architecture.md, "Compile hints"). Other browsers read a comment.
 *
 * A chunk that only a few pages start with (one tool's, the account pages') is what other pages
 * prefetch once idle, and a prefetched chunk with the hint is compiled whole on the main thread:
 * 45 ms for the login form's, prefetched by the header's account link on every page. Those keep
 * lazy compilation, as do chunks loaded later (a part hydrated later, a dialog).
 * Runs before `serwist build`, so the service worker's precache sees the files as served.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunk files an HTML page loads with a `<script src>` (not those it only preloads).
 * @param {string} html
 */
export function startScripts(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/([^"?]+\.js)"/g)].map(
    (m) => m[1],
  );
}

/**
 * `source` with the compile hint first (once: a file already marked is kept as it is).
 * @param {string} source
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The chunks that more than half of `pages` (each page's start-up chunks) start with: the site's
 * shell, and the GB pages' own chunk, since the GB pages are most of the site's pages.
 * @param {readonly (readonly string[])[]} pages
 */
export function sharedStartupChunks(pages) {
  const count = new Map();
  for (const chunks of pages)
    for (const chunk of new Set(chunks)) count.set(chunk, (count.get(chunk) ?? 0) + 1);
  return [...count].filter(([, n]) => n > pages.length / 2).map(([chunk]) => chunk);
}

/**
 * Marks the shared start-up chunks of the build in `nextDir` (its `.next` folder); returns how
 * many pages were read and which chunks were marked.
 * @param {string} nextDir
 */
export async function markStartupChunks(nextDir) {
  const appDir = join(nextDir, "server/app");
  const pages = (await readdir(appDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  if (pages.length === 0) throw new Error(`No prerendered page in ${appDir}: run next build first`);
  const started = [];
  for (const page of pages) started.push(startScripts(await readFile(join(appDir, page), "utf8")));
  const chunks = sharedStartupChunks(started);
  for (const chunk of chunks) {
    const path = join(nextDir, "static/chunks", chunk);
    await writeFile(path, withCompileHint(await readFile(path, "utf8")));
  }
  return { pages: pages.length, chunks: [...chunks].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, chunks } = await markStartupChunks(new URL("../.next/", import.meta.url).pathname);
  console.log(`compile-hints: ${chunks.length} shared start-up chunks of ${pages} pages marked`);
}
