/** How a GB picker lists the GBs (global setting `gbSelectSortMode`, docs/site.md §8). */
import type { GbOption } from "./gb-options";

export interface GbGroup {
  /** Age of the group; null for the single alphabetical list. */
  age: GbOption["age"] | null;
  options: GbOption[];
}

/** "age": one group per age in the given (game) order; "alpha": one list sorted by name. */
export function groupGbOptions(
  options: readonly GbOption[],
  mode: "age" | "alpha",
  locale: string,
): GbGroup[] {
  if (mode === "alpha") {
    const collator = new Intl.Collator(locale);
    return [{ age: null, options: [...options].sort((a, b) => collator.compare(a.name, b.name)) }];
  }
  const groups: GbGroup[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.age === option.age) last.options.push(option);
    else groups.push({ age: option.age, options: [option] });
  }
  return groups;
}

/** The GB whose name is `text` (whole name, ignoring case and surrounding spaces), if any. */
export function findGbByName(
  options: readonly GbOption[],
  text: string,
  locale: string,
): GbOption | undefined {
  const wanted = text.trim().toLocaleLowerCase(locale);
  return wanted === ""
    ? undefined
    : options.find((o) => o.name.toLocaleLowerCase(locale) === wanted);
}
