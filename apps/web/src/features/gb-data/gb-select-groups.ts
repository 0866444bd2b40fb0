/** How a GB picker lists the GBs (global setting `gbSelectSortMode`, site.md §8). */
import type { GbOption } from "./gb-options";

export interface GbGroup {
  /** Age of the group; null for the single alphabetical list. */
  age: GbOption["age"] | null;
  options: GbOption[];
}

/** "age": one group per age in the given (game) order; "alpha": one list sorted by name. */
export function groupGbOptions(options: readonly GbOption[], mode: "age" | "alpha", locale: string): GbGroup[] {
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
