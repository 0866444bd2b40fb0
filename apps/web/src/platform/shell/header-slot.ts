/**
 * A page can put a compact control in the header on phones (docs/site.md §4: a GB investment page
 * shows a compact GB selector there instead of the site icon), by rendering it into this element
 * with a portal. While the element has content, the header hides the site icon below `md`
 * (it watches the element for children).
 *
 * The header hydrates after the page (lib/hydrate-later.tsx), and a node put into its server
 * HTML before then would not match what React hydrates: the header hands its slot over here once
 * it runs, and the page portals into it from then on.
 */
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

export const HEADER_PAGE_SLOT_ID = "header-page-slot";

const slotStore = createStore<{ slot: HTMLElement | null }>()(() => ({ slot: null }));

/** Ref of the header's slot element. */
export function registerHeaderSlot(element: HTMLElement | null): void {
  slotStore.setState({ slot: element });
}

/** The header's slot once the header runs (null before, and on the server). */
export function useHeaderSlot(): HTMLElement | null {
  return useStore(slotStore, (s) => s.slot);
}
