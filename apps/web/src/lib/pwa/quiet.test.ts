import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quietGate } from "./quiet";

describe("quietGate", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` has settled after the timers advanced by `ms`. */
  async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it("lets a download start at once when the player was never active", async () => {
    expect(await settledAfter(quietGate(2000).wait(), 0)).toBe(true);
  });

  it("waits until the player has been quiet for the whole period", async () => {
    const gate = quietGate(2000);
    gate.touch();
    const waiting = gate.wait();
    expect(await settledAfter(waiting, 1999)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
  });

  it("waits longer when the player is active again during the wait", async () => {
    const gate = quietGate(2000);
    gate.touch();
    const waiting = gate.wait();
    expect(await settledAfter(waiting, 1500)).toBe(false);
    gate.touch();
    expect(await settledAfter(waiting, 1999)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
  });

  it("does not wait for activity older than the period", async () => {
    const gate = quietGate(2000);
    gate.touch();
    await vi.advanceTimersByTimeAsync(2500);
    expect(await settledAfter(gate.wait(), 0)).toBe(true);
  });

  it("says whether the player has been quiet for the whole period", async () => {
    const gate = quietGate(2000);
    expect(gate.quiet()).toBe(true);
    gate.touch();
    await vi.advanceTimersByTimeAsync(1999);
    expect(gate.quiet()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(gate.quiet()).toBe(true);
  });
});
