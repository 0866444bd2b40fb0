/**
 * Toasts without weighing on the first page load: the toast library and its container are only
 * loaded when the first toast is shown.
 *
 * The handshake goes through window events rather than module state: a page's chunks may carry
 * their own copy of this module, and the `toast` function used must be the one of the mounted
 * container's library instance.
 */
import type { ExternalToast, toast as sonnerToast } from "sonner";

export type ToastKind = "success" | "info" | "warning" | "error";
type Toast = typeof sonnerToast;

export const TOASTS_NEEDED_EVENT = "foe-toolbox:toasts-needed";
export const TOASTS_READY_EVENT = "foe-toolbox:toasts-ready";

interface ToastWindow extends Window {
  __foeToolboxToast?: Toast;
}

/** Called by the toast container once it is on the page, with its library's `toast`. */
export function toasterMounted(toast: Toast): void {
  (window as ToastWindow).__foeToolboxToast = toast;
  window.dispatchEvent(new Event(TOASTS_READY_EVENT));
}

function whenReady(): Promise<Toast> {
  const ready = (window as ToastWindow).__foeToolboxToast;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    window.addEventListener(
      TOASTS_READY_EVENT,
      () => resolve((window as ToastWindow).__foeToolboxToast!),
      { once: true },
    );
    window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
  });
}

export async function notify(
  kind: ToastKind,
  message: string,
  options?: ExternalToast,
): Promise<void> {
  const toast = await whenReady();
  toast[kind](message, options);
}
