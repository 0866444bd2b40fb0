"use client";
import {
  Activity,
  lazy,
  memo,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

type Loaded<P> = { default: ComponentType<P> };

// The parts on the page that have not hydrated yet, for `partsHydrated`.
const waiting = new Set<object>();
const released = new WeakSet<object>();
const waiters: (() => void)[] = [];

function release(part: object): void {
  released.add(part);
  if (waiting.delete(part) && waiting.size === 0)
    for (const resolve of waiters.splice(0)) resolve();
}

/**
 * Resolves once every part hydrated later that is on the page has hydrated (or left it): the page
 * is then interactive everywhere (`<html data-ready>`, AppEffects). A click on a part before that
 * may be lost.
 */
export function partsHydrated(): Promise<void> {
  return waiting.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}

/** Rendered inside the part's boundary: its effect runs when the part has hydrated. */
function Hydrated({ part, children }: { part: object; children: ReactNode }) {
  useEffect(() => release(part), [part]);
  return children;
}

/**
 * A part of the page that is in the server's HTML like the rest, but whose code is not in the
 * page's first scripts and which hydrates after the rest of the page (docs/architecture.md,
 * "Parts hydrated later"): the page's own inputs answer first.
 *
 * - The browser fetches the part's chunk as soon as this module runs.
 * - The part sits in a visible `<Activity>`: React hydrates such a boundary at idle priority,
 *   keeping the server's drawing until then, and waits there for the chunk if it has not arrived.
 *   Unlike a Suspense boundary, an Activity is never moved out of the HTML and streamed after it
 *   (React does that to a large finished Suspense boundary, and its late swap moves the page).
 * - On the server the part must render at once: the server build passes the component itself as
 *   `onServer` (a `require` behind `typeof window === "undefined"`, which the browser build
 *   drops), and React.lazy gets it through a thenable that calls back at once.
 *
 * Until the part has hydrated, an update reaching it makes React drop the server's drawing and
 * render it anew, which moves the page. So the part is memoised (give it props that keep their
 * identity: server props, constants) and no context above it may change while the page starts.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
): ComponentType<P> {
  let loaded: Loaded<P> | null = onServer ? { default: onServer } : null;
  let loading: Promise<Loaded<P>> | null = null;
  const start = () => (loading ??= load().then((component) => (loaded = { default: component })));
  const Lazy = lazy(() => {
    const done = loaded;
    if (!done) return start();
    // React.lazy reads a thenable's callback; it need not be a Promise (react's lazyInitializer).
    const settled = { then: (resolve: (value: Loaded<P>) => void) => resolve(done) };
    return settled as unknown as Promise<Loaded<P>>;
  });
  if (!onServer) void start();
  function Part(props: P) {
    const [part] = useState(() => ({}));
    useEffect(() => {
      if (!released.has(part)) waiting.add(part);
      return () => release(part);
    }, [part]);
    return (
      <Activity mode="visible">
        <Hydrated part={part}>
          <Lazy {...props} />
        </Hydrated>
      </Activity>
    );
  }
  return memo(Part);
}
