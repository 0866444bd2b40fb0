/**
 * Site configuration from the environment (docs/site.md §20). Everything optional has a
 * working default, so a fresh clone runs without any configuration.
 */

/** A configured text, trimmed; blank counts as not configured. */
export function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

// Deliberately simple: one "@", no spaces, a dot in the domain. It only has to catch obvious
// configuration mistakes (a name or a URL in the e-mail variable), not validate mailboxes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A configured e-mail address, or undefined when unset or not an address (never a broken mailto link). */
export function optionalEmail(value: string | undefined): string | undefined {
  const text = optionalText(value);
  return text && EMAIL.test(text) ? text : undefined;
}

export const siteConfig = {
  name: "FoE Toolbox",
  /** Public origin used for canonical URLs, hreflang alternates and the sitemap. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  version: process.env.NEXT_PUBLIC_APP_VERSION ?? "0.0.0",
  /** Link to the source repository; the footer names the licence without a link when unset. */
  repositoryUrl: process.env.NEXT_PUBLIC_REPOSITORY_URL || undefined,
  /** Who runs this instance, named in the legal pages; they say "the operator of this site" when unset. */
  operatorName: optionalText(process.env.NEXT_PUBLIC_OPERATOR_NAME),
  /** Public contact address of the operator; the legal pages point to the contact page when unset. */
  contactEmail: optionalEmail(process.env.NEXT_PUBLIC_CONTACT_EMAIL),
  /** The translation service where contributors translate the site (help-to-translate page). */
  translationUrl: process.env.NEXT_PUBLIC_TRANSLATION_URL || undefined,
} as const;
