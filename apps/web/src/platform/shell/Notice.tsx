/**
 * One message of the notification area (docs/site.md §3); tools add their own (beta) through it.
 * No client directive: rendered by a server component (the survey notice) it sends no script, and
 * a client component that closes it (`onClose`) takes it into its own bundle.
 */
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { X } from "@/ui/icons/X";

export function Notice({
  tone = "info",
  onClose,
  children,
  testId,
}: {
  tone?: "info" | "warning";
  onClose?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const t = useTranslations("shell.a11y");
  const colours =
    tone === "warning"
      ? "border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      : "border-sky-700/30 bg-sky-50 text-sky-950 dark:bg-sky-950/40 dark:text-sky-100";
  return (
    <div
      role="status"
      data-testid={testId}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${colours}`}
    >
      <div className="flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          aria-label={t("close")}
          onClick={onClose}
          className="rounded p-1 hover:bg-black/5"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
