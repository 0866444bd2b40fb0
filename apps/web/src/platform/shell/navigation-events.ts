/** Start/end of a client-side navigation: drives the progress bar and the page fade-out. */
import { pageProgress } from "@/lib/progress";

export const MAIN_ID = "main-content";

export function startNavigation(): void {
  pageProgress.start();
  document.getElementById(MAIN_ID)?.classList.add("page-leaving");
}

export function endNavigation(): void {
  pageProgress.finish();
  document.getElementById(MAIN_ID)?.classList.remove("page-leaving");
}

export function failNavigation(): void {
  pageProgress.fail();
  document.getElementById(MAIN_ID)?.classList.remove("page-leaving");
}
