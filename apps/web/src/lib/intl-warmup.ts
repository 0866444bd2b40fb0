/**
 * The first number a page formats loads the browser's number-formatting data: 20–45 ms of the
 * main thread on the bench machine, four times that on a phone, in the middle of hydration. That
 * data is shared by the page's threads, so a worker that formats one number while the page is
 * still loading leaves the main thread's first format at about 0.1 ms (docs/architecture.md,
 * "Work at start-up").
 */
export const INTL_WARMUP_URL = "/intl-warmup.js";

/**
 * The inline script, first in the page's body, that starts the worker while the browser reads the
 * HTML, on the pages whose path matches `paths` (the pages that format numbers as they start):
 * elsewhere the worker only took a core from the page's own start. Started by the page's own
 * scripts, once they had all downloaded, the worker often finished too late: the first format
 * still took 9–58 ms in one load of three. Without workers, or when one is refused, the first
 * format is only slower.
 */
export function intlWarmupScript(paths: RegExp): string {
  return `if(typeof Worker=="function"&&${String(paths)}.test(location.pathname))try{new Worker(${JSON.stringify(INTL_WARMUP_URL)})}catch(e){}`;
}
