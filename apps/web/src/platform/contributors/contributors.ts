/**
 * The contributors list (`CONTRIBUTORS.json` at the repository root): people and projects that
 * contributed code, data, translations… Parsed strictly, because a broken entry should fail the
 * tests and the build rather than show a half-empty card.
 */

/** Contribution types, each shown with its emoji (docs/site.md §14), in the order cards list them. */
export const CONTRIBUTION_TYPES = [
  "code",
  "design",
  "data",
  "translation",
  "documentation",
  "tests",
  "bugs",
  "ideas",
  "maintenance",
] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];

export const CONTRIBUTION_EMOJI: Record<ContributionType, string> = {
  code: "💻",
  design: "🎨",
  data: "🔣",
  translation: "🌍",
  documentation: "📖",
  tests: "✅",
  bugs: "🐛",
  ideas: "💡",
  maintenance: "🚧",
};

export interface Contributor {
  name: string;
  /** Profile or project page (https). */
  url?: string;
  /** Distinct types, in `CONTRIBUTION_TYPES` order. */
  contributions: ContributionType[];
}

export class ContributorsFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`CONTRIBUTORS.json is invalid:\n- ${problems.join("\n- ")}`);
    this.name = "ContributorsFileError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isContributionType(value: unknown): value is ContributionType {
  return typeof value === "string" && (CONTRIBUTION_TYPES as readonly string[]).includes(value);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const KNOWN_FIELDS = new Set(["name", "url", "contributions"]);

function parseEntry(entry: unknown, at: string, problems: string[]): Contributor | null {
  if (!isRecord(entry)) {
    problems.push(`${at}: not an object`);
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(entry)) {
    if (!KNOWN_FIELDS.has(key)) problems.push(`${at}: unknown field "${key}"`);
  }
  const name = typeof entry.name === "string" ? entry.name.trim() : "";
  if (name === "") problems.push(`${at}: "name" must be a non-empty string`);
  const { url } = entry;
  if (url !== undefined && (typeof url !== "string" || !isHttpsUrl(url))) {
    problems.push(`${at}: "url" must be an https URL`);
  }
  const raw = entry.contributions;
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push(`${at}: "contributions" must be a non-empty list`);
  } else {
    raw.forEach((type, i) => {
      if (!isContributionType(type)) {
        problems.push(`${at}: unknown contribution type ${JSON.stringify(type)}`);
      } else if (raw.indexOf(type) !== i) {
        problems.push(`${at}: contribution type "${type}" listed twice`);
      }
    });
  }
  if (problems.length > before) return null;
  const types = raw as ContributionType[];
  return {
    name,
    ...(typeof url === "string" ? { url } : {}),
    contributions: CONTRIBUTION_TYPES.filter((t) => types.includes(t)),
  };
}

/** Validates the parsed file; throws `ContributorsFileError` listing every problem. */
export function parseContributors(data: unknown): Contributor[] {
  if (!isRecord(data) || !Array.isArray(data.contributors)) {
    throw new ContributorsFileError(['the file must be an object with a "contributors" list']);
  }
  const problems: string[] = [];
  const names = new Set<string>();
  const contributors: Contributor[] = [];
  data.contributors.forEach((entry, i) => {
    const contributor = parseEntry(entry, `contributors[${i}]`, problems);
    if (!contributor) return;
    const key = contributor.name.toLocaleLowerCase("en");
    if (names.has(key)) problems.push(`contributors[${i}]: "${contributor.name}" is listed twice`);
    names.add(key);
    contributors.push(contributor);
  });
  if (problems.length > 0) throw new ContributorsFileError(problems);
  return contributors;
}

/** Up to two letters for the avatar placeholder: "FoE Helper contributors" -> "FH". */
export function initials(name: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w !== "");
  const letters =
    words.length > 1
      ? [words[0]!, words[1]!].map((w) => [...w][0]!)
      : [...(words[0] ?? "")].slice(0, 2);
  return letters.join("").toLocaleUpperCase("en");
}
