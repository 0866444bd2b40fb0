"use client";
/**
 * What the thread helper says beside the offers: the GBs whose levels are loading or failed to
 * load, and every line it did not understand, with its number (nothing is dropped silently).
 */
import { useTranslations } from "next-intl";
import { LoaderCircle } from "@/ui/icons/LoaderCircle";
import type { UnparsedLine } from "@foe-toolbox/core/thread-helper/parse";
import { DataLoadError } from "@/platform/gb-data/DataStatus";
import type { ThreadLevels } from "./use-thread-levels";

export function GbLevelsStatusList({
  gbs,
  levels,
  gbName,
}: {
  gbs: readonly string[];
  levels: ThreadLevels;
  gbName: (gb: string) => string;
}) {
  const t = useTranslations("threadHelper");
  const loading = gbs.filter((gb) => levels.statusOf(gb) === "loading");
  const failed = gbs.filter((gb) => levels.statusOf(gb) === "error");
  if (loading.length === 0 && failed.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="thread-levels-status">
      {loading.length > 0 && (
        <p
          role="status"
          data-testid="data-loading"
          className="flex items-center gap-2 text-sm text-[var(--color-muted)]"
        >
          <LoaderCircle
            aria-hidden="true"
            className="h-4 w-4 animate-spin motion-reduce:animate-none"
          />
          {t("loadingLevels", { gbs: loading.map(gbName).join(", ") })}
        </p>
      )}
      {failed.map((gb) => (
        <DataLoadError
          key={gb}
          message={t("levelsError", { gb: gbName(gb) })}
          retryLabel={t("retry")}
          onRetry={() => levels.retry(gb)}
        />
      ))}
    </div>
  );
}

export function UnparsedLines({
  lines,
  className,
}: {
  lines: readonly UnparsedLine[];
  className: string;
}) {
  const t = useTranslations("threadHelper");
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="thread-unparsed" className={`${className} grid gap-3`}>
      <h2 id="thread-unparsed" className="text-lg font-semibold">
        {t("unparsedTitle", { count: lines.length })}
      </h2>
      <p className="text-sm text-[var(--color-muted)]">{t("unparsedHint")}</p>
      <ol className="grid gap-1 text-sm" data-testid="thread-unparsed">
        {lines.map((line) => (
          <li key={line.line} className="flex gap-3" data-line={line.line}>
            <span className="shrink-0 text-[var(--color-muted)] tabular-nums">
              {t("lineNumber", { line: line.line })}
            </span>
            <span className="min-w-0 font-mono break-words">{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
