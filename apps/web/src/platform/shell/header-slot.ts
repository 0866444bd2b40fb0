/**
 * A page can put a compact control in the header on phones (docs/site.md §4: a GB investment page
 * shows a compact GB selector there instead of the site icon), by rendering it into this element
 * with a portal. While the element has content, the header hides the site icon below `md`
 * (it watches the element for children).
 */
export const HEADER_PAGE_SLOT_ID = "header-page-slot";
