/**
 * The name shown for a GB: its name in the page's language, passed from the server (the page
 * does not download the GB data itself); the key when a name is missing.
 */
export type GbNames = Readonly<Record<string, string>>;

export function gbName(names: GbNames, key: string): string {
  return names[key] ?? key;
}
