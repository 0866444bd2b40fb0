"use client";
/**
 * The site's internal link: locale-aware, shows the progress bar and fades the page out on
 * navigation, and prefetches its target once it has been on screen and the page is idle, or with
 * `prefetchOn="intent"` once the player points at, touches or focuses it (never on 2g / save-data;
 * see lib/prefetch.ts).
 */
import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { prefetchOnIntent, prefetchWhenVisible } from "@/lib/prefetch";
import { startNavigation } from "./navigation-events";

type Props = ComponentProps<typeof Link> & {
  /** When the target is prefetched: once on screen (the default), or on the player's intent. */
  prefetchOn?: "sight" | "intent";
};

export function AppLink({ href, onClick, prefetchOn = "sight", ...rest }: Props) {
  const pathname = usePathname();
  const target = typeof href === "string" ? href : (href.pathname ?? "/");
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (typeof href !== "string") return;
    const watch = prefetchOn === "intent" ? prefetchOnIntent : prefetchWhenVisible;
    return watch(anchor.current, href);
  }, [href, prefetchOn]);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      target.split("?")[0] === pathname
    ) {
      return;
    }
    startNavigation();
  };
  return <Link ref={anchor} href={href} prefetch={false} onClick={handleClick} {...rest} />;
}
