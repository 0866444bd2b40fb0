"use client";
import { buttonClass } from "@/ui/button";

/** Loads the requested page again (the offline page is shown at the address that failed). */
export function ReloadButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={buttonClass.secondary}
      onClick={() => window.location.reload()}
    >
      {label}
    </button>
  );
}
