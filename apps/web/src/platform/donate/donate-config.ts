/**
 * Donation links of this instance, from the environment at build time. The donate page and the
 * header's "Donate" button exist only when at least one valid link is configured.
 */

/** Providers in the order the page shows them. */
export const DONATION_PROVIDERS = [
  "paypal",
  "donorbox",
  "kofi",
  "liberapay",
  "githubSponsors",
] as const;
export type DonationProvider = (typeof DONATION_PROVIDERS)[number];

/** Brand names: not translated. */
export const DONATION_PROVIDER_NAMES: Record<DonationProvider, string> = {
  paypal: "PayPal",
  donorbox: "Donorbox",
  kofi: "Ko-fi",
  liberapay: "Liberapay",
  githubSponsors: "GitHub Sponsors",
};

/** The variable that configures each provider (documented in the README). */
export const DONATION_ENV_NAMES: Record<DonationProvider, string> = {
  paypal: "NEXT_PUBLIC_DONATE_PAYPAL_URL",
  donorbox: "NEXT_PUBLIC_DONATE_DONORBOX_URL",
  kofi: "NEXT_PUBLIC_DONATE_KOFI_URL",
  liberapay: "NEXT_PUBLIC_DONATE_LIBERAPAY_URL",
  githubSponsors: "NEXT_PUBLIC_DONATE_GITHUB_SPONSORS_URL",
};

export interface DonationLink {
  provider: DonationProvider;
  url: string;
}

export interface DonationConfig {
  links: DonationLink[];
  /** Variables that are set but hold no https URL: ignored, and reported at build time. */
  invalid: string[];
}

/** A payment page must be https; anything else (a typo, http, a bare domain) is not linked. */
function httpsUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function parseDonationConfig(
  raw: Partial<Record<DonationProvider, string | undefined>>,
): DonationConfig {
  const links: DonationLink[] = [];
  const invalid: string[] = [];
  for (const provider of DONATION_PROVIDERS) {
    const value = raw[provider]?.trim();
    if (!value) continue;
    const url = httpsUrl(value);
    if (url) links.push({ provider, url });
    else invalid.push(DONATION_ENV_NAMES[provider]);
  }
  return { links, invalid };
}

// Each variable is read by its literal name so that Next.js inlines it into client bundles too
// (the header's "Donate" button is a client component).
export const donationConfig: DonationConfig = parseDonationConfig({
  paypal: process.env.NEXT_PUBLIC_DONATE_PAYPAL_URL,
  donorbox: process.env.NEXT_PUBLIC_DONATE_DONORBOX_URL,
  kofi: process.env.NEXT_PUBLIC_DONATE_KOFI_URL,
  liberapay: process.env.NEXT_PUBLIC_DONATE_LIBERAPAY_URL,
  githubSponsors: process.env.NEXT_PUBLIC_DONATE_GITHUB_SPONSORS_URL,
});

export function hasDonationLinks(config: DonationConfig = donationConfig): boolean {
  return config.links.length > 0;
}
