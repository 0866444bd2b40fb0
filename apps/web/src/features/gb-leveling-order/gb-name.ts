/**
 * The name shown for a GB. For now the GB data's English name, passed from the server (the page
 * does not download the GB data itself); one function so that localised names can replace it.
 */
export type GbNames = Readonly<Record<string, string>>;

export function gbName(names: GbNames, key: string): string {
  return names[key] ?? key;
}
