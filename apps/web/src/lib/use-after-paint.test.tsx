// @vitest-environment happy-dom
/** useAfterPaint: the new value reaches its readers only after the frame of the change. */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useAfterPaint } from "./use-after-paint";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shown({ value }: { value: number }) {
  return <output>{useAfterPaint(value)}</output>;
}

const nextFrameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe("useAfterPaint", () => {
  it("keeps the previous value through the change's own render and frame, then takes the new one", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Shown value={1} />));
    expect(container.textContent).toBe("1");

    await act(async () => root.render(<Shown value={2} />));
    expect(container.textContent).toBe("1");
    await act(nextFrameAndTask);
    expect(container.textContent).toBe("2");
    await act(async () => root.unmount());
  });
});
