"use client";
/** Notes the GB page opened last, so that the chooser offers it first (docs/tools/gb-investment.md §3). */
import { useEffect } from "react";
import { updateGlobalSettings } from "@/platform/settings/global-store";

export function RememberLastGb({ gb }: { gb: string }) {
  useEffect(() => {
    updateGlobalSettings({ lastOpenedGb: gb });
  }, [gb]);
  return null;
}
