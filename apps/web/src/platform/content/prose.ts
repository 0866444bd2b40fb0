/**
 * Long texts (about, terms, policies…) as translatable sections. The order and shape of a page
 * live here in code; the words live in the page's message namespace, one message per paragraph or
 * list item, so translators get short, independent strings:
 *
 *   { "<section>": { "title": "…", "<paragraph>": "…", "<item>": "…" } }
 *
 * Messages are rich text (`t.rich`): links are tags such as `<privacyLink>…</privacyLink>` (see
 * rich-text.tsx), emphasis is `<b>…</b>`.
 */

export type ProseBlock =
  /** A paragraph: the message `<section>.<key>`. */
  | string
  /** A bullet list, one message per item. */
  | { list: readonly string[] }
  /** An element the page supplies (a table, a list built from data…). */
  | { slot: string };

export interface ProseSection {
  /** Message key of the section, also the anchor of its heading. */
  id: string;
  /** The section's heading comes from `<id>.title`; false for a lead without heading. */
  heading?: boolean;
  blocks: readonly ProseBlock[];
  /** Name of a condition the page evaluates (e.g. "donate": shown only when donations exist). */
  when?: string;
}

export interface ProsePage {
  namespace: string;
  sections: readonly ProseSection[];
  /** Message subtrees the page uses outside its sections (e.g. table texts). */
  otherKeys?: readonly string[];
}

/** Every message key a page's sections use, in reading order (for the catalogue tests). */
export function proseKeys(sections: readonly ProseSection[]): string[] {
  return sections.flatMap((section) => [
    ...(section.heading === false ? [] : [`${section.id}.title`]),
    ...section.blocks.flatMap((block) => {
      if (typeof block === "string") return [`${section.id}.${block}`];
      if ("list" in block) return block.list.map((item) => `${section.id}.${item}`);
      return [];
    }),
  ]);
}

/** The sections a page shows: those without a condition, and those whose condition holds. */
export function visibleSections(
  sections: readonly ProseSection[],
  conditions: Record<string, boolean> = {},
): ProseSection[] {
  return sections.filter((s) => s.when === undefined || conditions[s.when] === true);
}
