"use client";
import { useEffect } from "react";
import { forcedSchemeStore, validateForcedScheme } from "@/lib/color-scheme";

/** Put on a page that must show one scheme; "system" is refused with a console warning. */
export function ForceColorScheme({ scheme }: { scheme: string }) {
  useEffect(() => {
    forcedSchemeStore.setState({ forced: validateForcedScheme(scheme) });
    return () => forcedSchemeStore.setState({ forced: undefined });
  }, [scheme]);
  return null;
}
