"use client";
/**
 * The page transition (docs/site.md §3): the leaving page fades out (navigation-events.ts), the new one
 * fades in. The first page of a visit only slides in: content that starts fully transparent is not
 * counted as painted (Largest Contentful Paint) until long after it is visible.
 */
import { useEffect, useState, type ReactNode } from "react";

let firstPageShown = false;

export function PageTransition({ children }: { children: ReactNode }) {
  // Chosen once per page (a re-render must not restart the animation); the server's page and its
  // hydration both take the first-page class.
  const [className] = useState(() => (firstPageShown ? "page-enter" : "page-appear"));
  useEffect(() => {
    firstPageShown = true;
  }, []);
  return <div className={className}>{children}</div>;
}
