import { getTranslations } from "next-intl/server";
import { DONATION_PROVIDER_NAMES, type DonationLink } from "./donate-config";

/** One button per configured donation service. Plain links: the page needs no JavaScript. */
export async function DonateLinks({ links }: { links: readonly DonationLink[] }) {
  const t = await getTranslations("content.donate");
  return (
    <ul className="flex flex-wrap gap-3" data-testid="donate-links">
      {links.map((link) => (
        <li key={link.provider}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-xl bg-[var(--color-brand-strong)] px-5 py-2 font-semibold text-white hover:bg-[var(--color-brand)] dark:text-[var(--color-page)]"
          >
            {t("with", { provider: DONATION_PROVIDER_NAMES[link.provider] })}
          </a>
        </li>
      ))}
    </ul>
  );
}
