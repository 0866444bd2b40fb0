// Change detection for `npm start`: a step whose inputs hash to the stamp it wrote last time is
// skipped, so a second start with nothing changed neither installs nor builds. Node built-ins only
// (this runs before `npm install`).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** Folders that are outputs or caches, never inputs of a step. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".next",
  "dist",
  "build",
  ".tmp",
  ".strapi",
  ".git",
  "bench-results",
  "test-results",
  "playwright-report",
  "coverage",
  "uploads",
]);
/** Files a build writes into its own source tree. */
const SKIPPED_FILES = new Set([
  "sw.js",
  "sw.js.map",
  "next-env.d.ts",
  ".env",
  ".DS_Store",
  ".strapi-updater.json",
]);

function listFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(join(dir, entry.name), out);
    } else if (
      entry.isFile() &&
      !SKIPPED_FILES.has(entry.name) &&
      !entry.name.startsWith("swe-worker-") &&
      !entry.name.endsWith(".tsbuildinfo") &&
      !entry.name.endsWith(".log")
    ) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/**
 * A hash of the inputs of a step: the contents of `paths` (files, or folders read recursively
 * without their outputs and caches) and the `extra` values (environment that is baked in).
 */
export function hashInputs(root, paths, extra = {}) {
  const hash = createHash("sha256");
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) {
      hash.update(`missing ${path}\n`);
      continue;
    }
    const files = statSync(full).isDirectory() ? listFiles(full, []).sort() : [full];
    for (const file of files) {
      hash.update(`${relative(root, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  hash.update(JSON.stringify(extra));
  return hash.digest("hex");
}

/** True when `stampFile` holds `digest` and every output of the step exists. */
export function isUpToDate(stampFile, digest, outputs = []) {
  if (!existsSync(stampFile) || !outputs.every((output) => existsSync(output))) return false;
  return readFileSync(stampFile, "utf8").trim() === digest;
}

export function writeStamp(stampFile, digest) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${digest}\n`);
}
