import { getTranslations } from "next-intl/server";
import type { Feature } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath } from "@/i18n/routes";
import { cardClass } from "@/ui/Card";

/** A section of tool cards (title + one-line description), from the feature registry. */
export async function FeatureCards({
  heading,
  features,
}: {
  heading: string;
  features: Feature[];
}) {
  const t = await getTranslations("tools");
  const tHome = await getTranslations("home");
  return (
    <section aria-labelledby={`section-${heading}`}>
      <h2 id={`section-${heading}`} className="mb-3 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li key={f.route}>
            <AppLink
              href={routePath(f.route)}
              className={cardClass(
                "relative block h-full transition hover:border-[var(--color-brand)]",
              )}
            >
              {f.beta && (
                <span className="absolute top-3 right-3 rounded-full bg-[var(--color-brand-soft)] px-2 py-0.5 text-xs font-semibold text-[var(--color-brand-strong)]">
                  {tHome("beta")}
                </span>
              )}
              <span className="block font-semibold text-[var(--color-brand-strong)]">
                {t(`${f.route}.title` as never)}
              </span>
              <span className="mt-1 block text-sm text-[var(--color-muted)]">
                {t(`${f.route}.description` as never)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
