import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { visibleSections, type ProseBlock, type ProsePage, type ProseSection } from "./prose";
import { richTags } from "./rich-text";

/** ICU values a page's messages may use (e.g. the operator's name). */
export type ProseValues = Record<string, string | number>;

interface Props {
  page: ProsePage;
  values?: ProseValues;
  /** Elements for the page's `{ slot }` blocks. */
  slots?: Record<string, ReactNode>;
  /** Conditions named by sections' `when`; a section whose condition is false is left out. */
  conditions?: Record<string, boolean>;
  /** Adds "On this page" after the lead (the sections without heading at the top). */
  tableOfContents?: boolean;
}

/** Renders a page's sections (server only: no client JavaScript). */
export async function Prose({
  page,
  values = {},
  slots = {},
  conditions = {},
  tableOfContents = false,
}: Props) {
  const t = await getTranslations(page.namespace);
  const tags = richTags();
  const rich = (key: string) => t.rich(key, { ...values, ...tags });

  const renderBlock = (section: ProseSection, block: ProseBlock, index: number) => {
    if (typeof block === "string")
      return (
        <p key={index} className="max-w-3xl">
          {rich(`${section.id}.${block}`)}
        </p>
      );
    if ("list" in block) {
      return (
        <ul
          key={index}
          className="max-w-3xl list-disc space-y-1 pl-6 marker:text-[var(--color-brand)]"
        >
          {block.list.map((item) => (
            <li key={item}>{rich(`${section.id}.${item}`)}</li>
          ))}
        </ul>
      );
    }
    const slot = slots[block.slot];
    if (slot === undefined)
      throw new Error(`Prose ${page.namespace}: no element for slot "${block.slot}"`);
    return <div key={index}>{slot}</div>;
  };

  const renderSection = (section: ProseSection) => {
    const hasHeading = section.heading !== false;
    return (
      <section
        key={section.id}
        aria-labelledby={hasHeading ? section.id : undefined}
        className="grid grid-cols-1 gap-3"
      >
        {hasHeading && (
          <h2
            id={section.id}
            className="scroll-mt-20 text-xl font-semibold text-[var(--color-brand-strong)]"
          >
            {t(`${section.id}.title`)}
          </h2>
        )}
        {section.blocks.map((block, i) => renderBlock(section, block, i))}
      </section>
    );
  };

  const sections = visibleSections(page.sections, conditions);
  const leadLength = sections.findIndex((s) => s.heading !== false);
  const lead = leadLength < 0 ? sections : sections.slice(0, leadLength);
  const rest = sections.slice(lead.length);
  // Texts keep a readable line length; slots (tables, card grids) may use the card's width.
  return (
    <div className="grid grid-cols-1 gap-8 leading-relaxed">
      {lead.map(renderSection)}
      {tableOfContents && <TableOfContents namespace={page.namespace} sections={rest} />}
      {rest.map(renderSection)}
    </div>
  );
}

/** "On this page": links to the headings of the sections. */
async function TableOfContents({
  namespace,
  sections,
}: {
  namespace: string;
  sections: readonly ProseSection[];
}) {
  const t = await getTranslations(namespace);
  const tContent = await getTranslations("content");
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-xl border border-[var(--color-line)] px-4 py-3 text-sm"
    >
      <h2 id="toc-heading" className="font-semibold">
        {tContent("onThisPage")}
      </h2>
      <ol className="mt-2 grid list-decimal gap-1 pl-5 sm:grid-cols-2 sm:gap-x-8">
        {sections
          .filter((s) => s.heading !== false)
          .map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="underline-offset-4 hover:underline">
                {t(`${s.id}.title`)}
              </a>
            </li>
          ))}
      </ol>
    </nav>
  );
}
