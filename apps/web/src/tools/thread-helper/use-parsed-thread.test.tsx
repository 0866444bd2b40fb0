// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { getGbNameAliases } from "@foe-toolbox/core/data/gb-names";
import { LARGE_THREAD_TEXT, PARSE_DEBOUNCE_MS, useParsedThread } from "./use-parsed-thread";

const ALIASES = getGbNameAliases();

afterEach(() => vi.useRealTimers());

describe("useParsedThread", () => {
  it("reads a short text at once", () => {
    const { result, rerender } = renderHook(({ text }) => useParsedThread(text, ALIASES), {
      initialProps: { text: "" },
    });
    rerender({ text: "Obs 9 → 10 P1(124)" });
    expect(result.current.pending).toBe(false);
    expect(result.current.parsed.offers).toHaveLength(1);
  });

  it("reads a long paste once typing has paused, and never throws on junk", () => {
    vi.useFakeTimers();
    const junk = `${"(((P1: 9999999999999999999 → → lvl lvl \u0000 ".repeat(200)}\nObs 9 → 10 P1(124)`;
    expect(junk.length).toBeGreaterThan(LARGE_THREAD_TEXT);
    const { result, rerender } = renderHook(({ text }) => useParsedThread(text, ALIASES), {
      initialProps: { text: "" },
    });
    rerender({ text: junk });
    expect(result.current.pending).toBe(true);
    expect(result.current.parsed.offers).toHaveLength(0);
    act(() => vi.advanceTimersByTime(PARSE_DEBOUNCE_MS));
    expect(result.current.pending).toBe(false);
    expect(result.current.parsed.offers).toHaveLength(1);
    // The junk line is too long to be read: it is listed, not dropped.
    expect(result.current.parsed.unparsed.map((u) => u.line)).toEqual([1]);
  });
});
