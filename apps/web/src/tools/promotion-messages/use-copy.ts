"use client";
/**
 * Copy to the clipboard with a toast, and a short "Copied" state for the button that did it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { notify } from "@/lib/notify";

export const COPIED_FEEDBACK_MS = 2000;

export function useCopy(): {
  copiedKey: string | null;
  copy: (key: string, text: string) => Promise<void>;
} {
  const t = useTranslations("calculator");
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        void notify("error", t("copyFailed"));
        return;
      }
      setCopiedKey(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedKey(null), COPIED_FEEDBACK_MS);
      void notify("success", t("copied"));
    },
    [t],
  );
  return { copiedKey, copy };
}
