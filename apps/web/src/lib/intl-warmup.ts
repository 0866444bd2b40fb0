/**
 * The first number a page formats loads the browser's number-formatting data: 20–45 ms of the
 * main thread on the bench machine, four times that on a phone, in the middle of hydration. That
 * data is shared by the page's threads, so a worker that formats one number while the page is
 * still loading leaves the main thread's first format at about 0.1 ms (docs/architecture.md,
 * "Work at start-up").
 */
export const INTL_WARMUP_URL = "/intl-warmup.js";

/** Starts the worker. Without workers, or when one is refused, the first format stays slower. */
export function warmUpIntl(scope: { readonly Worker?: typeof Worker }): void {
  if (typeof scope.Worker !== "function") return;
  try {
    new scope.Worker(INTL_WARMUP_URL);
  } catch {
    // Refused (a policy, a sandbox): nothing is lost but the head start.
  }
}
