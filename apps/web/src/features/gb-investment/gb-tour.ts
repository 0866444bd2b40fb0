/**
 * Guided tour of a GB page (site.md §12), loaded only when the player asks for it: driver.js and
 * its stylesheet are in this chunk, not in the page's first load.
 */
import { driver, type DriveStep } from "driver.js";
import "driver.js/dist/driver.css";

export interface TourStep {
  /** CSS selector of the element; none for a centred step. */
  element?: string;
  title: string;
  text: string;
}

export interface TourLabels {
  next: string;
  previous: string;
  exit: string;
  done: string;
  /** With `{{current}}` and `{{total}}`. */
  progress: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Texts are plain: escaped, line breaks shown as <br>. */
export function toHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>");
}

export function startTour(steps: readonly TourStep[], labels: TourLabels): void {
  const present = steps.filter((s) => !s.element || document.querySelector(s.element));
  const tour = driver({
    showProgress: true,
    smoothScroll: true,
    allowClose: true,
    nextBtnText: escapeHtml(labels.next),
    prevBtnText: escapeHtml(labels.previous),
    doneBtnText: escapeHtml(labels.done),
    progressText: labels.progress,
    steps: present.map(
      (step, index): DriveStep => ({
        element: step.element,
        popover: {
          title: escapeHtml(step.title),
          description: toHtml(step.text),
          // The first step offers "Exit" where the others offer "Previous".
          ...(index === 0
            ? { prevBtnText: escapeHtml(labels.exit), onPrevClick: () => tour.destroy(), disableButtons: [], showButtons: ["next", "previous", "close"] }
            : {}),
        },
      }),
    ),
  });
  tour.drive();
}
