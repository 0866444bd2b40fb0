// @vitest-environment happy-dom
/** `useHydrated` and `useMountedLater` (use-hydrated.ts) on the server, in hydration and after. */
import { act, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated, useMountedLater } from "./use-hydrated";

// React warns about act() unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const commits: string[] = [];

function Probe() {
  const text = `${useHydrated() ? "hydrated" : "static"} ${useMountedLater() ? "mounted" : "waiting"}`;
  useLayoutEffect(() => void commits.push(text), [text]);
  return <p>{text}</p>;
}

describe("useMountedLater", () => {
  it("is false in the server's HTML and through hydration, true once mounted", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("static waiting");
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    // No hydration mismatch: the first render in the browser matched the server's.
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("hydrated mounted");
  });

  it("switches in a render of its own, after the synchronous redraw that follows hydration", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Probe />);
    commits.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    // Hydration, then the store snapshot's redraw, then (not in that redraw) the later mount.
    expect(commits).toEqual(["static waiting", "hydrated waiting", "hydrated mounted"]);
  });
});
