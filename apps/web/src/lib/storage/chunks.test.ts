import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createReassembler, isSyncChunk, splitIntoChunks } from "./chunks";

describe("cross-tab sync chunks", () => {
  it("splits at 4096 characters", () => {
    const chunks = splitIntoChunks("s", "id", "x".repeat(4096 * 2 + 1));
    expect(chunks.map((c) => c.data.length)).toEqual([4096, 4096, 1]);
    expect(chunks.every((c) => c.total === 3)).toBe(true);
  });

  it("sends an empty payload as one chunk", () => {
    expect(splitIntoChunks("s", "id", "")).toHaveLength(1);
  });

  it("reassembles any payload from chunks in any order", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer(),
        (payload, size, seed) => {
          const chunks = splitIntoChunks("store", "m1", payload, size);
          const shuffled = [...chunks].sort(
            (a, b) => ((a.index * 7919 + seed) % 13) - ((b.index * 7919 + seed) % 13),
          );
          const reassemble = createReassembler();
          const results = shuffled.map((c) => reassemble(c)).filter(Boolean);
          expect(results).toEqual([{ store: "store", payload }]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("ignores duplicate chunks and rejects malformed ones", () => {
    const [a, b] = splitIntoChunks("s", "id", "x".repeat(5000));
    const reassemble = createReassembler();
    expect(reassemble(a!)).toBeNull();
    expect(reassemble(a!)).toBeNull();
    expect(reassemble(b!)?.payload).toHaveLength(5000);
    expect(isSyncChunk({ id: "x", store: "s", index: 2, total: 2, data: "" })).toBe(false);
    expect(isSyncChunk(null)).toBe(false);
    expect(isSyncChunk(a)).toBe(true);
  });
});
