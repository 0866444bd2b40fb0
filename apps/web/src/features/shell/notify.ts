/**
 * Toasts without weighing on the first page load: the toast library and its container are only
 * loaded when the first toast is shown.
 */
import type { ExternalToast } from "sonner";
import { createStore } from "zustand/vanilla";

export const toasterStore = createStore<{ needed: boolean }>()(() => ({ needed: false }));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the toast container once it is on the page. */
export function toasterMounted(): void {
  markMounted();
}

export type ToastKind = "success" | "info" | "warning" | "error";

export async function notify(kind: ToastKind, message: string, options?: ExternalToast): Promise<void> {
  toasterStore.setState({ needed: true });
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](message, options);
}
