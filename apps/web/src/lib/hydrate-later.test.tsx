// @vitest-environment happy-dom
/** A part hydrated later (hydrate-later.tsx): the server's drawing stays until its code arrives. */
import { act, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateLater, partsHydrated } from "./hydrate-later";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-part onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

const LABEL = "part";

function Page({ Part }: { Part: ComponentType<{ label: string }> }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" data-page onClick={() => setClicks((c) => c + 1)}>
        {`page ${clicks}`}
      </button>
      <Part label={LABEL} />
    </div>
  );
}

// React warns about act() unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function click(element: Element) {
  element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

describe("hydrateLater in the browser", () => {
  it("hydrates the page first and keeps the part's server nodes until its chunk arrives", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(
      <Page Part={hydrateLater(() => Promise.resolve(Counter), Counter)} />,
    );
    const serverPart = container.querySelector("[data-part]")!;
    let deliver: (component: typeof Counter) => void = () => {};
    const Part = hydrateLater(
      () => new Promise<typeof Counter>((resolve) => (deliver = resolve)),
      undefined,
    );

    await act(async () => {
      hydrateRoot(container, <Page Part={Part} />);
    });
    // The rest of the page answers while the part's code is on its way; the page's re-render
    // does not reach the part (memoised), so its server nodes stay.
    await act(async () => click(container.querySelector("[data-page]")!));
    expect(container.querySelector("[data-page]")!.textContent).toBe("page 1");
    expect(container.querySelector("[data-part]")).toBe(serverPart);

    let allHydrated = false;
    void partsHydrated().then(() => (allHydrated = true));
    await act(async () => {});
    expect(allHydrated).toBe(false);

    await act(async () => deliver(Counter));
    expect(allHydrated).toBe(true);
    expect(container.querySelector("[data-part]")).toBe(serverPart);
    await act(async () => click(serverPart));
    expect(serverPart.textContent).toBe("part 1");
    container.remove();
  });
});
