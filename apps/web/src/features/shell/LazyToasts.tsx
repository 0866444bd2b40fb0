"use client";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useStore } from "zustand";
import { setPwaMessages } from "@/lib/pwa/register";
import { toasterStore } from "./notify";

const Toasts = dynamic(() => import("./Toasts"), { ssr: false });

export function LazyToasts() {
  const needed = useStore(toasterStore, (s) => s.needed);
  const t = useTranslations("shell.pwa");
  useEffect(() => setPwaMessages((key) => t(key)), [t]);
  return needed ? <Toasts /> : null;
}
