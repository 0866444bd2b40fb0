"use client";
/**
 * "Permalink" link of a tool (docs/site.md §16): opens the page with the current inputs in the URL,
 * with a button that copies that link and confirms with a toast.
 */
import dynamic from "next/dynamic";
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

/**
 * Shown in permalink mode (the values come from the link and are not saved). A link is applied
 * after the page is interactive, with its own code: the notice's code loads then, not with the page.
 */
export const PermalinkModeNotice = dynamic(() =>
  import("./PermalinkModeNotice").then((m) => m.PermalinkModeNotice),
);
