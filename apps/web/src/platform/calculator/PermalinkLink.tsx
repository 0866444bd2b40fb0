"use client";
/**
 * "Permalink" link of a tool (docs/site.md §16): opens the page with the current inputs in the URL,
 * with a button that copies that link and confirms with a toast.
 */
import { useTranslations } from "next-intl";
import { Copy } from "@/ui/icons/Copy";
import { Link2 } from "@/ui/icons/Link2";
import { notify } from "@/lib/notify";
import { permalinkHref } from "./permalink";
import { useShortQuery, type Shortener } from "./short-query";

export interface PermalinkLinkProps {
  /** The page's permalink query, every field in it: the link until its short form is known. */
  query: string;
  /** The tool's shortener (`ToolState.shorten`, `useToolShortener`); absent: the link stays full. */
  shorten?: Shortener | null;
  /** Adds the page's own keys (the Great Building rules) to the query, full or short. */
  finish?: (query: string) => string;
}

export function PermalinkLink({ query: full, shorten = null, finish }: PermalinkLinkProps) {
  const t = useTranslations("calculator");
  const short = useShortQuery(shorten, full);
  const query = finish ? finish(short) : short;
  const href = `?${query}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(permalinkHref(query));
      void notify("success", t("copied"));
    } catch {
      void notify("error", t("copyFailed"));
    }
  };
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <a
        href={href}
        title={t("permalinkTitle")}
        data-testid="permalink"
        className="inline-flex items-center gap-1 font-medium text-[var(--color-brand-strong)] underline underline-offset-4"
      >
        <Link2 aria-hidden="true" className="h-4 w-4" />
        {t("permalink")}
      </a>
      <button
        type="button"
        onClick={copy}
        aria-label={t("copyPermalink")}
        title={t("copyPermalink")}
        className="inline-flex h-8 w-8 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]"
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
      </button>
    </span>
  );
}

/** Shown in permalink mode: the values come from the link and are not saved to the profile. */
export function PermalinkModeNotice({ onKeep }: { onKeep: () => void }) {
  const t = useTranslations("calculator");
  return (
    <div
      role="status"
      data-testid="permalink-mode"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-700/30 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100"
    >
      {/* Grows from 16rem so that on a phone the button goes below the text instead of squeezing it. */}
      <span className="flex-[1_1_16rem]">{t("permalinkMode")}</span>
      <button
        type="button"
        onClick={onKeep}
        className="min-h-10 rounded-lg border border-current px-3 py-1 font-medium"
      >
        {t("keepValues")}
      </button>
    </div>
  );
}
