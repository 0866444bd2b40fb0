"use client";
import { useEffect, useRef, type RefObject } from "react";

/**
 * Gives the focus back to `button` (or, when it is not shown, the element `fallbackId`) when a
 * panel closed while nothing had the focus.
 */
export function useFocusReturn(
  open: boolean,
  button: RefObject<HTMLButtonElement | null>,
  fallbackId?: string,
): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      const target =
        button.current ?? (fallbackId ? document.getElementById(fallbackId) : null) ?? null;
      if (active === null || active === document.body) target?.focus();
    }
    wasOpen.current = open;
  }, [open, button, fallbackId]);
}
