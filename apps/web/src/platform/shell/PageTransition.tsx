"use client";
/**
 * The page transition (docs/site.md §3): the leaving page fades out (navigation-events.ts), the new
 * one fades in. The first page of a visit does not move: an animation while the page starts makes
 * the browser draw and composite a frame for each of its steps, work that competes with the
 * page's own start for the phone's cores (docs/architecture.md, "Work at start-up").
 */
import { useEffect, useState, type ReactNode } from "react";

let firstPageShown = false;

export function PageTransition({ children }: { children: ReactNode }) {
  // Chosen once per page (a re-render must not restart the animation); the server's page and its
  // hydration both take the first page's (empty) class.
  const [className] = useState(() => (firstPageShown ? "page-enter" : undefined));
  useEffect(() => {
    firstPageShown = true;
  }, []);
  return <div className={className}>{children}</div>;
}
