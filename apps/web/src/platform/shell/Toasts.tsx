"use client";
import { useEffect } from "react";
import { useTheme } from "next-themes";
import { Toaster, toast } from "sonner";
import { TOAST } from "@/lib/design-tokens";
import { toasterMounted } from "@/lib/notify";

/** Toasts of docs/site.md §22: 5000 ms, at the top, above everything but tooltips. */
export default function Toasts() {
  const { resolvedTheme } = useTheme();
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.durationMs}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      style={{ zIndex: TOAST.zIndex }}
      closeButton
    />
  );
}
