/**
 * The browser's deferred install prompt (docs/site.md §11). `beforeinstallprompt` fires early, so it is
 * captured as soon as the shell's code runs and kept until the visitor presses "Install".
 */
import { createStore } from "zustand/vanilla";

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface InstallState {
  deferred: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed during this visit: nothing to offer. */
  installed: boolean;
  open: boolean;
  takeFocus: boolean;
}

export const installStore = createStore<InstallState>()(() => ({
  deferred: null,
  installed: false,
  open: false,
  takeFocus: false,
}));

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our own panel offers the installation instead of the browser's mini-infobar.
    event.preventDefault();
    installStore.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () =>
    installStore.setState({ deferred: null, installed: true, open: false }),
  );
  if (window.matchMedia?.("(display-mode: standalone)").matches)
    installStore.setState({ installed: true });
}

/** Shows the browser's prompt; resolves with whether the visitor installed the app. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = installStore.getState();
  if (!deferred) return false;
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  // A prompt can be shown only once; the browser fires a new event if it may be offered again.
  installStore.setState({ deferred: null, installed: outcome === "accepted" });
  return outcome === "accepted";
}

/** iPhones and iPads (including iPadOS, which reports itself as a Mac with touch). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
