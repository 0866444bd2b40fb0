/** Class names shared by the campaign page's parts. */
import { cardClass } from "@/ui/Card";
export const PANEL = cardClass();
export const SELECT_CLASS =
  "h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 text-[var(--color-ink)]";
/** The hint under the scope selects: in the server's HTML already, so the page's largest text is
 * painted with the first frame rather than after the map download (Largest Contentful Paint). */
export const HINT_CLASS = "text-sm text-[var(--color-muted)]";
