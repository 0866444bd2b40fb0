"use client";
/**
 * Round "scroll to top" button after 400 px of scrolling, only on screens wide enough (xl, 1280 px)
 * to leave it a margin beside the 1152 px wide content, so it never covers a control; on smaller
 * screens nothing floats over the page (phones scroll back by their own gestures).
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ArrowUp } from "lucide-react";
import { SCROLL_TOP_THRESHOLD_PX } from "@/lib/design-tokens";

export function ScrollToTop() {
  const t = useTranslations("shell.a11y");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("scrollToTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed right-4 bottom-4 z-30 hidden xl:inline-flex h-11 w-11 items-center justify-center rounded-full bg-[var(--color-brand)] text-[var(--color-card)] shadow-lg"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
