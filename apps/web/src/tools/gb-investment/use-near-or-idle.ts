"use client";
import { useEffect, useRef, useState, type RefObject } from "react";
import { whenIdle } from "@/lib/idle";

/** How long after mounting a part waits before it may load while the page is idle. */
const AFTER_MS = 1000;
/** How near the viewport (px) the placeholder must come for the part to load at once. */
const MARGIN_PX = 300;

/**
 * Whether a deferred part of the page may load: as soon as its placeholder comes near the
 * viewport, else once the page has been quiet for a while (the first second after the page
 * starts belongs to the parts on screen and the player's first input; docs/architecture.md).
 */
export function useNearOrIdle<T extends Element>(
  /** Ready from the start (the part was shown before in this page's life). */
  initial = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [ready, setReady] = useState(initial);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: `${MARGIN_PX}px`,
          })
        : null;
    if (element) observer?.observe(element);
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(go, { timeoutMs: AFTER_MS, fallbackMs: 0 });
    }, AFTER_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [ready]);
  return [ref, ready];
}
