// @ts-check
/**
 * After `next build`: marks the scripts that every page runs as it starts (those its HTML loads)
 * with V8's compile hint `//# allFunctionsCalledOnLoad`. Chromium then compiles all their functions
 * while it downloads them, on a background thread, instead of compiling each one on the page's
 * main thread the first time it runs: starting React and the router is most of that
 * (docs/architecture.md, "Compile hints"). Other browsers read a comment. Chunks loaded later (a
 * part hydrated later, a prefetched page) keep lazy compilation: much of their code never runs.
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
 * Marks the start-up chunks of the build in `nextDir` (its `.next` folder); returns how many
 * pages were read and which chunks were marked.
 * @param {string} nextDir
 */
export async function markStartupChunks(nextDir) {
  const appDir = join(nextDir, "server/app");
  const pages = (await readdir(appDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  if (pages.length === 0) throw new Error(`No prerendered page in ${appDir}: run next build first`);
  const chunks = new Set();
  for (const page of pages)
    for (const chunk of startScripts(await readFile(join(appDir, page), "utf8"))) chunks.add(chunk);
  for (const chunk of chunks) {
    const path = join(nextDir, "static/chunks", chunk);
    await writeFile(path, withCompileHint(await readFile(path, "utf8")));
  }
  return { pages: pages.length, chunks: [...chunks].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, chunks } = await markStartupChunks(new URL("../.next/", import.meta.url).pathname);
  console.log(`compile-hints: ${chunks.length} start-up chunks of ${pages} pages marked`);
}
