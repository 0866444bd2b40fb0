"use client";
/**
 * Round "scroll to top" button after 400 px of scrolling, only on screens wide enough (xl, 1280 px)
 * to leave it a margin beside the 1152 px wide content, so it never covers a control; on smaller
 * screens nothing floats over the page (phones scroll back by their own gestures). The button's
 * code loads the first time it is shown (it floats: nothing moves when it appears).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { SCROLL_TOP_THRESHOLD_PX } from "@/lib/design-tokens";

const ScrollTopButton = lazy(() =>
  import("./ScrollTopButton").then((m) => ({ default: m.ScrollTopButton })),
);

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton />
    </Suspense>
  );
}
