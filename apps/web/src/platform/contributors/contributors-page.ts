/** Structure of the contributors page (see platform/content/prose.ts); words in the `contributors` namespace. */
import type { ProsePage } from "@/platform/content/prose";

export const CONTRIBUTORS_PAGE: ProsePage = {
  namespace: "contributors",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "list", heading: false, blocks: [{ slot: "cards" }] },
    { id: "data", blocks: ["p1", "p2"] },
    { id: "join", blocks: ["p1"] },
  ],
};
