/**
 * Runs as the app starts, before React hydrates the page (Next.js's instrumentation-client).
 *
 * The shell's parts hydrated later (lib/hydrate-later.tsx) are on every page. Their chunks are
 * requested here rather than when React reaches them, so that they are in when the page has
 * hydrated. A click on a part whose chunk has not arrived is lost (docs/architecture.md).
 */
void import("@/platform/shell/Header");
void import("@/platform/install/InstallLauncher");
