"use client";
import { useEffect, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { TOASTS_NEEDED_EVENT } from "@/lib/notify";

/** Loads and mounts the toast container when the first toast is asked for. */
export function LazyToasts() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  const t = useTranslations("shell.pwa");
  // The service worker's module is loaded after the first paint (AppEffects), so it is imported
  // here too: this effect runs first, the messages are set before the worker is registered.
  useEffect(() => {
    void import("@/lib/pwa/register").then((pwa) => pwa.setPwaMessages((key) => t(key)));
  }, [t]);
  useEffect(() => {
    let loading = false;
    const onNeeded = () => {
      if (loading) return;
      loading = true;
      void import("./Toasts").then((module) => setToasts(() => module.default));
    };
    window.addEventListener(TOASTS_NEEDED_EVENT, onNeeded);
    return () => window.removeEventListener(TOASTS_NEEDED_EVENT, onNeeded);
  }, []);
  return Toasts ? <Toasts /> : null;
}
