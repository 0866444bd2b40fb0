/** Loading of the test vectors and expansion of `"gb": "<key>"` into that GB's levels. */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getGbLevels } from "../src/data/index.js";

export interface VectorCase {
  name: string;
  fn: string;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
}

const VECTOR_DIR = join(dirname(fileURLToPath(import.meta.url)), "vectors");

export function listVectorFiles(): string[] {
  return readdirSync(VECTOR_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();
}

export function loadVectors(file: string): VectorCase[] {
  return JSON.parse(readFileSync(join(VECTOR_DIR, file), "utf8")) as VectorCase[];
}

function levelsOf(key: unknown) {
  const levels = typeof key === "string" ? getGbLevels(key) : undefined;
  if (!levels) throw new Error(`vector names an unknown GB: ${String(key)}`);
  return levels;
}

/** Replaces `gb` by `levels` (and `series[].gb` likewise) as docs/calculations.md §2 describes. */
export function expandGbReferences(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  if ("gb" in out) {
    out.levels = levelsOf(out.gb);
    delete out.gb;
  }
  if (Array.isArray(out.series)) {
    out.series = out.series.map((s: Record<string, unknown>) => {
      if (s && typeof s === "object" && "gb" in s) {
        const { gb, ...rest } = s;
        return { ...rest, levels: levelsOf(gb) };
      }
      return s;
    });
  }
  return out;
}
