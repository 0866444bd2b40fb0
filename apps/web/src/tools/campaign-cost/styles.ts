/** Class names shared by the campaign page's parts. */
import { cardClass } from "@/ui/Card";
export const PANEL = cardClass();
export const SELECT_CLASS =
  "h-10 w-full rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3 text-[var(--color-ink)]";
