// @vitest-environment happy-dom
/** useAfterPaint: the new value reaches its readers only after the frame of the change. */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useAfterPaint, usePaintedOnce } from "./use-after-paint";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shown({ value }: { value: number }) {
  return <output>{useAfterPaint(value)}</output>;
}

function Painted({ initial }: { initial?: boolean }) {
  return <output>{String(usePaintedOnce(initial))}</output>;
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

  it("usePaintedOnce is false through the first render's frame, then true", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Painted />));
    expect(container.textContent).toBe("false");
    await act(nextFrameAndTask);
    expect(container.textContent).toBe("true");
    await act(async () => root.unmount());
  });

  it("usePaintedOnce(true) is true from the first render", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Painted initial />));
    expect(container.textContent).toBe("true");
    await act(async () => root.unmount());
  });
});
