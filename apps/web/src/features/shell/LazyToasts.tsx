"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { setPwaMessages } from "@/lib/pwa/register";
import { TOASTS_NEEDED_EVENT } from "./notify";

const Toasts = dynamic(() => import("./Toasts"), { ssr: false });

/** Mounts the toast container when the first toast is asked for. */
export function LazyToasts() {
  const [needed, setNeeded] = useState(false);
  const t = useTranslations("shell.pwa");
  useEffect(() => setPwaMessages((key) => t(key)), [t]);
  useEffect(() => {
    const onNeeded = () => setNeeded(true);
    window.addEventListener(TOASTS_NEEDED_EVENT, onNeeded);
    return () => window.removeEventListener(TOASTS_NEEDED_EVENT, onNeeded);
  }, []);
  return needed ? <Toasts /> : null;
}
