/**
 * Runs the examples of packages/core/README.md against the source, so that the README cannot drift
 * from the code.
 *
 * Every ```ts block is an ES module. Its imports of `@foe-toolbox/core` and
 * `@foe-toolbox/core/<module>` are pointed at `src/index.ts` and `src/<module>.ts`, the block is
 * written to a temporary `.mts` file and imported. A statement ending with a `// => value` comment
 * is checked: its value (an expression statement) or the variable it declares (`const x = …;`) is
 * compared with `value`, a JavaScript literal, using vitest's `toEqual`. An `…` entry of an object
 * literal means "other keys not compared"; a last `…` item of an array means "only the first items
 * compared". Every `// =>` must be reached exactly once. The blocks must also type-check.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as core from "../src/index.js";

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), "..");
const README = readFileSync(join(PACKAGE, "README.md"), "utf8");
let TMP = "";
beforeAll(() => {
  TMP = mkdtempSync(join(tmpdir(), "core-readme-"));
});
afterAll(() => {
  if (TMP !== "") rmSync(TMP, { recursive: true, force: true });
});

interface Check {
  /** README line of the `// =>` comment. */
  line: number;
  /** Text after `// =>`. */
  expected: string;
}

interface Block {
  /** README line of the first code line. */
  line: number;
  code: string;
}

function readmeBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const m of README.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    const line = README.slice(0, m.index).split("\n").length + 1;
    blocks.push({ line, code: m[1]! });
  }
  return blocks;
}

/** Imports of the package pointed at the source files (which must exist). */
function toSource(code: string): string {
  return code.replace(
    /(from\s+)"@foe-toolbox\/core(?:\/([\w/-]+))?"/g,
    (_all, from: string, sub?: string) => {
      // A subpath names a module file or a folder with an index (as package.json "exports" does).
      const asFile = join(PACKAGE, "src", `${sub ?? "index"}.ts`);
      const file = existsSync(asFile) ? asFile : join(PACKAGE, "src", sub ?? "", "index.ts");
      if (!existsSync(file)) throw new Error(`README imports a module that does not exist: ${sub}`);
      return `${from}${JSON.stringify(file.replace(/\.ts$/, ".js"))}`;
    },
  );
}

/** Wraps every `// =>` statement in a call recording its value; returns the checks in order. */
function instrument(block: Block, code: string): { code: string; checks: Check[] } {
  const source = ts.createSourceFile("block.ts", code, ts.ScriptTarget.ES2022, true);
  const edits: { start: number; end: number; text: string; line: number; expected: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node)) {
      const comment = ts
        .getTrailingCommentRanges(code, node.end)
        ?.map((r) => code.slice(r.pos, r.end))
        .find((c) => c.startsWith("// =>"));
      if (comment !== undefined) {
        const line = block.line + source.getLineAndCharacterOfPosition(node.end).line;
        const expected = comment.slice("// =>".length).trim();
        if (ts.isExpressionStatement(node)) {
          const text = `__record(${edits.length}, (${node.expression.getText()}));`;
          edits.push({ start: node.getStart(), end: node.end, text, line, expected });
        } else {
          const [decl, ...more] = node.declarationList.declarations;
          if (!decl || more.length > 0 || !ts.isIdentifier(decl.name)) {
            throw new Error(`README line ${line}: "// =>" needs one plain variable declaration`);
          }
          const text = `${node.getText()} __record(${edits.length}, ${decl.name.text});`;
          edits.push({ start: node.getStart(), end: node.end, text, line, expected });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const markers = code.match(/\/\/ =>/g)?.length ?? 0;
  if (markers !== edits.length) {
    throw new Error(`README block at line ${block.line}: a "// =>" does not end a statement`);
  }
  const checks = edits.map(({ line, expected }) => ({ line, expected }));
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  const prelude =
    "export const __results: [number, unknown][] = []; " +
    "const __record = (k: number, v: unknown) => { __results.push([k, v]); return v; };\n";
  return { code: prelude + out, checks };
}

const MORE = Symbol("…");

/** The `// =>` value as a JavaScript literal, `…` entries turned into {@link MORE} markers. */
function parseExpected(check: Check): unknown {
  const text = check.expected.replace(/([{[,]\s*)…(?=\s*[}\],])/g, "$1__MORE__");
  try {
    return new Function("__MORE__", `"use strict"; return (${text});`)(MORE);
  } catch (error) {
    throw new Error(`README line ${check.line}: cannot read the value after "// =>": ${error}`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `actual` cut down to what `expected` shows (keys of partial objects, first items of partial
 * arrays) and `expected` without its markers, ready for `toEqual`.
 */
function comparable(actual: unknown, expected: unknown): [unknown, unknown] {
  if (Array.isArray(expected)) {
    const partial = expected.at(-1) === MORE;
    const items = partial ? expected.slice(0, -1) : expected;
    if (!Array.isArray(actual)) return [actual, items];
    const shown = partial ? actual.slice(0, items.length) : actual;
    const a: unknown[] = [];
    const e: unknown[] = [];
    for (let k = 0; k < Math.max(shown.length, items.length); k++) {
      if (k < shown.length && k < items.length) {
        const [x, y] = comparable(shown[k], items[k]);
        a.push(x);
        e.push(y);
      } else if (k < shown.length) a.push(shown[k]);
      else e.push(items[k]);
    }
    return [a, e];
  }
  if (isPlainObject(expected)) {
    const partial = expected.__MORE__ === MORE;
    const keys = Object.keys(expected).filter((k) => k !== "__MORE__");
    const e: Record<string, unknown> = {};
    for (const k of keys) e[k] = expected[k];
    if (!isPlainObject(actual)) return [actual, e];
    const a: Record<string, unknown> = {};
    for (const k of partial ? keys.filter((k) => k in actual) : Object.keys(actual))
      a[k] = actual[k];
    for (const k of keys) if (k in a) [a[k], e[k]] = comparable(a[k], e[k]);
    return [a, e];
  }
  return [actual, expected];
}

const blocks = readmeBlocks();
const prepared = blocks.map((block, index) => ({
  block,
  index,
  ...instrument(block, toSource(block.code)),
}));

describe("README examples", () => {
  test("the README has examples", () => {
    expect(blocks.length).toBeGreaterThan(10);
  });

  test.each(prepared)("block at README line $block.line", async ({ index, code, checks }) => {
    const file = join(TMP, `block-${index}.mts`);
    writeFileSync(file, code);
    const mod = (await import(pathToFileURL(file).href)) as { __results: [number, unknown][] };
    const reached = mod.__results.map(([k]) => k);
    expect(reached, "every // => is reached exactly once, in order").toEqual(
      checks.map((_c, k) => k),
    );
    for (const [k, value] of mod.__results) {
      const check = checks[k]!;
      const [actual, expected] = comparable(value, parseExpected(check));
      expect.soft(actual, `README line ${check.line}`).toEqual(expected);
    }
  });

  test("the blocks type-check", () => {
    const files = prepared.map(({ index, block }) => {
      const file = join(TMP, `typed-${index}.mts`);
      writeFileSync(file, toSource(block.code));
      return { file, line: block.line };
    });
    const config = ts.getParsedCommandLineOfConfigFile(
      join(PACKAGE, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    )!;
    // No emit, so no rootDir: the block files live outside the package.
    const program = ts.createProgram(
      files.map((f) => f.file),
      { ...config.options, noEmit: true, rootDir: undefined, outDir: undefined },
    );
    const where = (d: ts.Diagnostic) => {
      const block = files.find((f) => f.file === d.file?.fileName);
      if (!block || d.start === undefined) return d.file?.fileName ?? "tsc";
      return `README line ${block.line + d.file!.getLineAndCharacterOfPosition(d.start).line}`;
    };
    const problems = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...files.flatMap(({ file }) => {
        const source = program.getSourceFile(file)!;
        return [
          ...program.getSyntacticDiagnostics(source),
          ...program.getSemanticDiagnostics(source),
        ];
      }),
    ].map((d) => `${where(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    expect(problems).toEqual([]);
  }, 120_000); // a full program over src and the 2 MB of JSON

  test("every public function has an example", () => {
    const code = blocks.map((b) => b.code).join("\n");
    const functions = Object.entries(core)
      .filter(([, value]) => typeof value === "function")
      // Error classes are documented in the Errors table.
      .filter(([, value]) => !((value as { prototype?: unknown }).prototype instanceof Error))
      .map(([name]) => name);
    expect(functions.filter((name) => !code.includes(`${name}(`))).toEqual([]);
  });
});
