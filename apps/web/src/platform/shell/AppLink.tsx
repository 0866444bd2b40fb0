"use client";
/**
 * The site's internal link: locale-aware, shows the progress bar and fades the page out on
 * navigation, and prefetches its target once it has been on screen and the page is idle (never on
 * 2g / save-data; see lib/prefetch.ts), or as `watchPrefetch` says (lib/prefetch-intent.ts).
 */
import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { prefetchWhenVisible } from "@/lib/prefetch";
import { startNavigation } from "./navigation-events";

type Props = ComponentProps<typeof Link> & {
  /** When the target is prefetched: by default once on screen (`prefetchWhenVisible`). */
  watchPrefetch?: (element: Element | null, href: string) => () => void;
};

export function AppLink({ href, onClick, watchPrefetch = prefetchWhenVisible, ...rest }: Props) {
  const pathname = usePathname();
  const target = typeof href === "string" ? href : (href.pathname ?? "/");
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(
    () => (typeof href === "string" ? watchPrefetch(anchor.current, href) : undefined),
    [href, watchPrefetch],
  );
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
