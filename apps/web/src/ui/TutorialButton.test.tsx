// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { TutorialButton } from "./TutorialButton";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let toolRenders = 0;
function Tool({ onTour }: { onTour: () => void }) {
  toolRenders++;
  return (
    <div>
      <input aria-label="level" defaultValue="10" />
      <TutorialButton onClick={onTour} label="Tutorial" testId="tour" />
    </div>
  );
}

describe("TutorialButton", () => {
  it("is disabled in the server's HTML and enabled once hydrated, without redrawing its tool", async () => {
    const onTour = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Tool onTour={onTour} />);
    const button = () => container.querySelector<HTMLButtonElement>('[data-testid="tour"]')!;
    expect(button().disabled).toBe(true);

    toolRenders = 0;
    await act(async () => {
      hydrateRoot(container, <Tool onTour={onTour} />);
    });

    expect(button().disabled).toBe(false);
    // The flip to "hydrated" redraws the button only: the tool was drawn once, by hydration.
    expect(toolRenders).toBe(1);
    await act(async () => button().click());
    expect(onTour).toHaveBeenCalledTimes(1);
  });
});
