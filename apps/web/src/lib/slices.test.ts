import { describe, expect, it } from "vitest";
import { runInSlices, runToEnd } from "./slices";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("runInSlices", () => {
  it("yields to the event loop between slices and resolves to the result", async () => {
    let timerRan = false;
    let timerRanBeforeEnd = false;
    setTimeout(() => (timerRan = true), 0);
    function* steps() {
      for (let i = 0; i < 10; i++) {
        busy(3);
        yield;
      }
      timerRanBeforeEnd = timerRan;
      return 42;
    }
    await expect(runInSlices(steps(), 5)).resolves.toBe(42);
    // Done in one task, the 30 ms of steps would have kept the timer waiting until the end.
    expect(timerRanBeforeEnd).toBe(true);
  });

  it("runs no step in the caller's task", async () => {
    let ran = 0;
    function* steps() {
      ran++;
      yield;
      ran++;
      return ran;
    }
    const done = runInSlices(steps());
    expect(ran).toBe(0);
    await expect(done).resolves.toBe(2);
  });

  it("rejects with what the steps throw", async () => {
    function* steps(): Generator<void, number> {
      yield;
      throw new Error("broken");
    }
    await expect(runInSlices(steps())).rejects.toThrow("broken");
  });
});

describe("runToEnd", () => {
  it("runs every step at once and returns the generator's value", () => {
    let ran = 0;
    function* steps() {
      for (let i = 0; i < 3; i++) {
        ran++;
        yield;
      }
      return "done";
    }
    expect(runToEnd(steps())).toBe("done");
    expect(ran).toBe(3);
  });
});
