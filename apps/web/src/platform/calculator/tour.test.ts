// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTour, tourHtml, type TourLabels } from "./tour";

describe("tourHtml", () => {
  it("escapes markup and turns line breaks into <br> (docs/site.md §12)", () => {
    expect(tourHtml('Coins < 7 & "x"\nnext line')).toBe(
      "Coins &lt; 7 &amp; &quot;x&quot;<br>next line",
    );
    expect(tourHtml("a\r\nb")).toBe("a<br>b");
  });
});

const labels: TourLabels = {
  next: "Next",
  previous: "Previous",
  exit: "Exit",
  done: "Done",
  close: "Close",
  progress: "{{current}} of {{total}}",
};

function button(selector: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe("startTour", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function setup() {
    document.body.innerHTML = '<label id="age">Age</label><label id="coins">Coins</label>';
    const steps = [
      { title: "Welcome", text: "Hello" },
      { element: "#age", title: "Age", text: "Pick one" },
      { element: "#coins", title: "Coins", text: "How many" },
    ];
    return steps;
  }

  // Regression: driver.js reports its end only after a step's 400 ms transition; a close before
  // that (as under load in CI) left the page showing the fields revealed for the tour.
  it("reports the end when closed right after a step change, before the transition finished", async () => {
    const onEnd = vi.fn();
    await startTour(setup(), labels, onEnd);
    button(".driver-popover-next-btn").click();
    expect(document.querySelector(".driver-popover")?.textContent).toContain("Pick one");
    button(".driver-popover-close-btn").click();
    expect(document.querySelector(".driver-popover")).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("reports the end once for Exit on the first step, and a new tour can start after it", async () => {
    const onEnd = vi.fn();
    await startTour(setup(), labels, onEnd);
    expect(button(".driver-popover-prev-btn").textContent).toBe("Exit");
    button(".driver-popover-prev-btn").click();
    expect(onEnd).toHaveBeenCalledTimes(1);
    await startTour(setup(), labels, onEnd);
    expect(document.querySelector(".driver-popover")).not.toBeNull();
    button(".driver-popover-close-btn").click();
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it("ignores a second start while a tour runs", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const steps = setup();
    await startTour(steps, labels, first);
    await startTour(steps, labels, second);
    expect(document.querySelectorAll(".driver-popover")).toHaveLength(1);
    button(".driver-popover-close-btn").click();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
