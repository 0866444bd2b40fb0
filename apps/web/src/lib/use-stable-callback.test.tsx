// @vitest-environment happy-dom
/** `useStableCallback` (use-stable-callback.ts). */
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useStableCallback } from "./use-stable-callback";

afterEach(cleanup);

describe("useStableCallback", () => {
  it("keeps one function that runs the latest closure", () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ name }: { name: string }) => useStableCallback((n: number) => calls.push(`${name} ${n}`)),
      { initialProps: { name: "first" } },
    );
    const first = result.current;
    rerender({ name: "second" });
    expect(result.current).toBe(first);
    result.current(2);
    expect(calls).toEqual(["second 2"]);
  });
});
