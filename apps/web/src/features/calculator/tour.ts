/**
 * Guided tours (site.md §12): popovers attached to page elements over a dimmed overlay, smooth
 * scrolling, a close icon, "Previous"/"Next" ("Exit"/"Next" on the first step). The tour library
 * (driver.js) and its styles are loaded only when a tour starts.
 */

export interface TourStep {
  /** CSS selector of the element explained; none for a centred step (welcome). */
  element?: string;
  title: string;
  /** Plain text; line breaks become <br>. */
  text: string;
}

export interface TourLabels {
  next: string;
  previous: string;
  exit: string;
  done: string;
  close: string;
  /** Progress text with driver.js placeholders, e.g. "{{current}} of {{total}}". */
  progress: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Translated text as popover HTML: escaped, line breaks as <br>. */
export function tourHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!).replace(/\r?\n/g, "<br>");
}

/** Starts a tour; `onEnd` runs when it is finished or closed. */
export async function startTour(steps: readonly TourStep[], labels: TourLabels, onEnd: () => void): Promise<void> {
  const [{ driver }] = await Promise.all([import("driver.js"), import("driver.js/dist/driver.css"), import("./tour.css")]);
  const tour = driver({
    animate: !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    smoothScroll: true,
    showProgress: true,
    allowClose: true,
    popoverClass: "foe-tour",
    nextBtnText: tourHtml(labels.next),
    prevBtnText: tourHtml(labels.previous),
    doneBtnText: tourHtml(labels.done),
    progressText: labels.progress,
    onPopoverRender: (popover) => popover.closeButton.setAttribute("aria-label", labels.close),
    onDestroyed: onEnd,
    steps: steps.map((step, index) => ({
      element: step.element,
      popover: {
        title: tourHtml(step.title),
        description: tourHtml(step.text),
        // The first step offers "Exit" where the others have "Previous".
        ...(index === 0 ? { prevBtnText: tourHtml(labels.exit), disableButtons: [], onPrevClick: () => tour.destroy() } : {}),
      },
    })),
  });
  tour.drive();
}
