/** Structure of the donate page (see platform/content/prose.ts); words in the `donate` namespace. */
import type { ProsePage } from "@/platform/content/prose";

export const DONATE_PAGE: ProsePage = {
  namespace: "donate",
  sections: [
    { id: "intro", heading: false, blocks: ["p1"] },
    { id: "why", blocks: ["p1"] },
    { id: "how", blocks: ["p1", { slot: "links" }, "p2"] },
    { id: "otherWays", blocks: ["p1", { list: ["report", "translate", "share"] }] },
  ],
};
