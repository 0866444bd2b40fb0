import { getTranslations } from "next-intl/server";
import { CONTRIBUTION_EMOJI, initials, type Contributor } from "./contributors";

/** Heading with the count, then one card per contributor (docs/site.md §14). */
export async function ContributorCards({ contributors }: { contributors: readonly Contributor[] }) {
  const t = await getTranslations("content.contributors");
  return (
    <section aria-labelledby="contributors-count" className="grid gap-4">
      <h2
        id="contributors-count"
        className="text-xl font-semibold text-[var(--color-brand-strong)]"
      >
        {t("count", { count: contributors.length })}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="contributor-cards">
        {contributors.map((c) => (
          <li key={c.name} className="flex gap-3 rounded-xl border border-[var(--color-line)] p-4">
            {/* No avatars are fetched from other sites: initials stand in for a picture. */}
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-[var(--color-brand-soft)] font-semibold text-[var(--color-brand-strong)]"
            >
              {initials(c.name)}
            </span>
            <div className="grid min-w-0 content-start gap-2">
              <h3 className="font-semibold break-words">
                {c.url ? (
                  <a
                    href={c.url}
                    rel="noopener"
                    className="text-[var(--color-brand-strong)] underline underline-offset-4 hover:no-underline"
                  >
                    {c.name}
                  </a>
                ) : (
                  c.name
                )}
              </h3>
              <ul
                aria-label={t("contributions", { name: c.name })}
                className="flex flex-wrap gap-1.5"
              >
                {c.contributions.map((type) => (
                  <li
                    key={type}
                    className="inline-flex items-center gap-1 rounded-full border border-[var(--color-line)] px-2 py-0.5 text-xs"
                  >
                    <span aria-hidden="true">{CONTRIBUTION_EMOJI[type]}</span>
                    {t(`types.${type}`)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
