/**
 * Guided tours (docs/site.md §12): popovers attached to page elements over a dimmed overlay, smooth
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

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Translated text as popover HTML: escaped, line breaks as <br>. */
export function tourHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!).replace(/\r?\n/g, "<br>");
}

// One tour at a time: a second start (a double click, a replayed click) would leave a tour whose
// end is never reported, and the page would keep showing what it showed for the tour.
let running = false;

/** Starts a tour; `onEnd` runs when it is finished or closed. Ignored while a tour runs. */
export async function startTour(
  steps: readonly TourStep[],
  labels: TourLabels,
  onEnd: () => void,
): Promise<void> {
  if (running) return;
  running = true;
  let driver: typeof import("driver.js").driver;
  try {
    [{ driver }] = await Promise.all([
      import("driver.js"),
      import("driver.js/dist/driver.css"),
      import("./tour.css"),
    ]);
  } catch (error) {
    running = false;
    throw error;
  }
  // driver.js calls `onDestroyed` only once a step's transition has finished, so a tour closed
  // quickly (under load, within 400 ms of a step change) would never report its end. Every way out
  // therefore goes through `finish`, which reports it exactly once.
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    running = false;
    onEnd();
  };
  const close = () => {
    tour.destroy();
    finish();
  };
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
    // Close icon, Escape, overlay click and "Done" all start here.
    onDestroyStarted: close,
    onDestroyed: finish,
    steps: steps.map((step, index) => ({
      element: step.element,
      popover: {
        title: tourHtml(step.title),
        description: tourHtml(step.text),
        // The first step offers "Exit" where the others have "Previous".
        ...(index === 0
          ? { prevBtnText: tourHtml(labels.exit), disableButtons: [], onPrevClick: close }
          : {}),
      },
    })),
  });
  try {
    tour.drive();
  } catch (error) {
    running = false;
    throw error;
  }
}
