// The README's two commands must work on a fresh clone that has only Node and npm: the scripts
// behind them (and whatever they import at the top level) may import Node built-ins and each
// other, but no npm package, since those are loaded before `npm install` has run.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { hashInputs, isUpToDate, writeStamp } from "./stamps.mjs";

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SCRIPTS, "..");
const STATIC_IMPORT = /^\s*import\s+(?:[^"'()]*?\s+from\s+)?["']([^"']+)["']/gm;

/** Every module reachable from `entry` through static imports, with what each one imports. */
function staticImports(entry) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, "utf8").matchAll(STATIC_IMPORT)].map((m) => m[1]);
    seen.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
    }
  };
  visit(entry);
  return seen;
}

const isBuiltin = (specifier) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier);

for (const entry of ["start.mjs", "test.mjs"]) {
  test(`${entry} imports only Node built-ins and local scripts at the top level`, () => {
    const offenders = [];
    for (const [file, specifiers] of staticImports(join(SCRIPTS, entry))) {
      for (const specifier of specifiers) {
        if (!specifier.startsWith(".") && !isBuiltin(specifier)) {
          offenders.push(`${relative(ROOT, file)} imports ${specifier}`);
        }
      }
    }
    assert.deepEqual(offenders, []);
  });
}

test("the guard sees an npm import behind a local one", () => {
  const dir = mkdtempSync(join(tmpdir(), "foe-scripts-"));
  writeFileSync(join(dir, "a.mjs"), 'import { b } from "./b.mjs";\n');
  writeFileSync(join(dir, "b.mjs"), 'import x from "mailparser";\nexport const b = x;\n');
  const imports = [...staticImports(join(dir, "a.mjs")).values()].flat();
  assert.ok(imports.includes("mailparser"));
});

test("a step is up to date only while its inputs and outputs are unchanged", () => {
  const dir = mkdtempSync(join(tmpdir(), "foe-stamps-"));
  mkdirSync(join(dir, "src", "node_modules"), { recursive: true });
  writeFileSync(join(dir, "src", "a.ts"), "one");
  writeFileSync(join(dir, "src", "node_modules", "ignored.js"), "x");
  const stamp = join(dir, "out", ".stamp");
  const output = join(dir, "out", "result");
  const first = hashInputs(dir, ["src"], { url: "a" });
  assert.equal(isUpToDate(stamp, first, [output]), false);
  writeStamp(stamp, first);
  writeFileSync(output, "built");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), true);
  // Caches and outputs inside the inputs do not count; sources and baked-in settings do.
  writeFileSync(join(dir, "src", "node_modules", "ignored.js"), "y");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), true);
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "b" }), [output]), false);
  writeFileSync(join(dir, "src", "a.ts"), "two");
  assert.equal(isUpToDate(stamp, hashInputs(dir, ["src"], { url: "a" }), [output]), false);
});
