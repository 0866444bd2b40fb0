/**
 * The repository explains itself: code, tests and documents cite only documents that are in the
 * repository (docs/README.md lists them), and every cited `docs/… §n` section exists. A fresh
 * clone has no reference folder next to it, so a citation of one would lead nowhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const SELF = "packages/core/test/docs-citations.test.ts";
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|md|json|css|ya?ml)$/;
const SKIPPED = /(^|\/)(node_modules|\.next|dist|\.git)(\/|$)|(^|\/)package-lock\.json$/;

/** Tracked files (git), or every file but build output when the tree is not a git checkout. */
function sourceFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
        if (SKIPPED.test(path)) continue;
        if (entry.isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk("");
  }
  return files
    .filter((f) => TEXT.test(f) && !SKIPPED.test(f) && f !== SELF && existsSync(join(ROOT, f)))
    .sort();
}

/** Section numbers ("4", "4.1") of a Markdown file's numbered headings. */
function sectionsOf(file: string): Set<string> {
  const found = new Set<string>();
  for (const m of readFileSync(join(ROOT, file), "utf8").matchAll(
    /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm,
  )) {
    found.add(m[1]!);
  }
  return found;
}

/** Wordings that point at the external reference specs rather than at a file of ours. */
const EXTERNAL = [
  /\bproduct-spec\b/,
  /(?:\.\.\/|\/work\/)shared\/(?:spec|data)\b/,
  /\bshared\/spec\b/,
  /\bspec(?:'s)?\s+(?:README\s+)?§/,
  /\bspec\s+[a-z-]+(?:\.md)?\s+§/,
  /\b[a-z-]+ spec §/,
  /\bspec\s+\d+\.\d+/,
];

// A Markdown path: "docs/site.md", "tools/trade.md", "CHANGELOG.md", then optional § sections
// ("§4", "§4.1–4.3", "§2–§6", "§7, §8", "§4/§9", also across a comment line break).
const NUMBER = String.raw`\d+(?:\.\d+)*`;
const SECTIONS = String.raw`(?:\s*§\s*${NUMBER}(?:\s*(?:[–-]|,|\/)\s*(?:\n\s*\*\s*)?§?\s*${NUMBER})*)?`;
const MD_REF = new RegExp(
  String.raw`(?<![\w/.-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)\b(${SECTIONS})`,
  "g",
);

/** The tracked file a Markdown path names, seen from `from`; undefined when there is none. */
function resolve(ref: string, from: string, tracked: Set<string>): string | undefined {
  const candidates = [posix.normalize(ref), posix.normalize(posix.join(posix.dirname(from), ref))];
  // "data/README.md" in the root README names packages/core/data/README.md: a unique tracked
  // file ending so is accepted, but never one under docs/ (those must be cited as docs/…).
  const tails = [...tracked].filter(
    (f) => f.endsWith(`/${posix.normalize(ref)}`) && !f.startsWith("docs/"),
  );
  if (tails.length === 1) candidates.push(tails[0]!);
  return candidates.find(
    (c) => tracked.has(c) || (c.startsWith("docs/") && existsSync(join(ROOT, c))),
  );
}

interface Problem {
  file: string;
  line: number;
  text: string;
  problem: string;
}

function findProblems(): Problem[] {
  const files = sourceFiles();
  const tracked = new Set(files);
  const sections = new Map<string, Set<string>>();
  const problems: Problem[] = [];
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), "utf8");
    const lineOf = (index: number) => text.slice(0, index).split("\n").length;
    for (const pattern of EXTERNAL) {
      for (const m of text.matchAll(new RegExp(pattern.source, "g"))) {
        problems.push({
          file,
          line: lineOf(m.index),
          text: m[0],
          problem: "cites the external spec",
        });
      }
    }
    for (const m of text.matchAll(MD_REF)) {
      const ref = m[1]!;
      if (/^https?:/.test(ref) || ref.includes("node_modules")) continue;
      const target = resolve(ref, file, tracked);
      if (target === undefined) {
        problems.push({
          file,
          line: lineOf(m.index),
          text: m[0],
          problem: "names no file of the repository",
        });
        continue;
      }
      const wanted = m[2]!.match(/\d+(?:\.\d+)*/g) ?? [];
      if (wanted.length === 0) continue;
      if (!sections.has(target)) sections.set(target, sectionsOf(target));
      for (const n of wanted) {
        if (!sections.get(target)!.has(n)) {
          problems.push({
            file,
            line: lineOf(m.index),
            text: m[0],
            problem: `${target} has no section ${n}`,
          });
        }
      }
    }
  }
  return problems;
}

describe("citations of documents", () => {
  it("point only at files of the repository and at sections they have", () => {
    const report = findProblems().map((p) => `${p.file}:${p.line}: "${p.text}" ${p.problem}`);
    expect(report).toEqual([]);
  });

  it("would catch an external citation (the check itself works)", () => {
    const sample = "see site.md §3 and product-spec §9 and spec §4";
    expect(EXTERNAL.some((p) => p.test(sample))).toBe(true);
    const refs = [...sample.matchAll(MD_REF)].map((m) => m[1]);
    expect(refs).toEqual(["site.md"]);
    expect(resolve("site.md", "apps/web/src/x.ts", new Set(["docs/site.md"]))).toBeUndefined();
    expect(resolve("docs/site.md", "apps/web/src/x.ts", new Set(["docs/site.md"]))).toBe(
      "docs/site.md",
    );
    expect(sectionsOf("docs/tools/gb-investment.md")).toContain("4.3");
    expect(sectionsOf("docs/tools/gb-investment.md")).not.toContain("99");
    expect(resolve("tools/trade.md", "docs/README.md", new Set(["docs/tools/trade.md"]))).toBe(
      "docs/tools/trade.md",
    );
  });
});
