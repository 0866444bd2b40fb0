/**
 * Runs as the app starts, before React hydrates the page (Next.js's instrumentation-client).
 *
 * - A chunk that fails to load reloads the page once (lib/chunk-reload.ts), from the start.
 * - The shell's parts hydrated later (lib/hydrate-later.tsx) are on every page, and so is its
 *   start-up work (AppEffects, mounted after hydration). Their chunks are requested here rather
 *   than when React reaches them, so that they are in when the page has hydrated. A click on a
 *   part whose chunk has not arrived is lost (docs/architecture.md).
 */
import { guardChunkErrors } from "@/lib/chunk-reload";

guardChunkErrors(window);
void import("@/platform/shell/AppEffects");
void import("@/platform/shell/Header");
void import("@/platform/install/InstallLauncher");
