/**
 * Site configuration from the environment (product-spec §1, §7). Everything optional has a
 * working default, so a fresh clone runs without any configuration.
 */
export const siteConfig = {
  name: "FoE Toolbox",
  /** Public origin used for canonical URLs, hreflang alternates and the sitemap. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  version: process.env.NEXT_PUBLIC_APP_VERSION ?? "0.0.0",
  /** Link to the source repository; the footer names the licence without a link when unset. */
  repositoryUrl: process.env.NEXT_PUBLIC_REPOSITORY_URL || undefined,
  /** The translation service where contributors translate the site (help-to-translate page). */
  translationUrl: process.env.NEXT_PUBLIC_TRANSLATION_URL || undefined,
} as const;
