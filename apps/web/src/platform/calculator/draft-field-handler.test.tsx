// @vitest-environment happy-dom
/** `useDraftField` (draft-fields.ts): the handler a number field gets. */
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useDraftField } from "./draft-fields";

afterEach(cleanup);

describe("useDraftField's handler", () => {
  it("keeps its identity across renders and saves with the latest value and check", () => {
    const saved: number[] = [];
    const { result, rerender } = renderHook(
      ({ max }: { max: number }) =>
        useDraftField(
          5,
          (value) => saved.push(value),
          (value) => (value > max ? { name: "LevelOutOfRangeError", field: "level" } : null),
        ),
      { initialProps: { max: 10 } },
    );
    const onChange = result.current.onChange;
    rerender({ max: 20 });
    expect(result.current.onChange).toBe(onChange);
    act(() => result.current.onChange(15));
    expect(saved).toEqual([15]);
    act(() => result.current.onChange(25));
    expect(saved).toEqual([15]);
    expect(result.current.draft).toBe(25);
    expect(result.current.error?.name).toBe("LevelOutOfRangeError");
  });
});
