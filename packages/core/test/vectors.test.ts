/**
 * Runs every case of every public vector file (test/vectors/*.json, the public test vectors, docs/calculations.md §2)
 * against the exported function it names.
 */
import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";
import { sameValue } from "./compare.js";
import { expandGbReferences, listVectorFiles, loadVectors } from "./vectors.js";

type Fn = (input: unknown) => unknown;

for (const file of listVectorFiles()) {
  describe(`vectors/${file}`, () => {
    for (const vector of loadVectors(file)) {
      it(vector.name, () => {
        const fn = (core as unknown as Record<string, Fn | undefined>)[vector.fn];
        expect(typeof fn, `export ${vector.fn}`).toBe("function");
        const input = expandGbReferences(vector.input);
        if ("error" in vector.output) {
          let thrown: unknown;
          try {
            fn!(input);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, "an error is thrown").toBeInstanceOf(Error);
          expect((thrown as Error).name).toBe(vector.output.error);
          return;
        }
        const actual = JSON.parse(JSON.stringify(fn!(input)));
        const diff = sameValue(actual, vector.output);
        expect(diff, diff ?? "").toBeNull();
      });
    }
  });
}
