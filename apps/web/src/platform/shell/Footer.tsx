import { getTranslations } from "next-intl/server";
import { hasFeature } from "@/platform/registry";
import { routePath, type RouteName } from "@/i18n/routes";
import { siteConfig } from "@/lib/site-config";
import { LazyConsentLauncher } from "@/platform/consent/LazyConsentLauncher";
import { ASKS_ON_ARRIVAL } from "@/platform/consent/services";
import { CookieSettingsButton } from "@/platform/consent/CookieSettingsButton";
import { LazyInstallLauncher } from "@/platform/install/LazyInstallLauncher";
import { richTags } from "@/platform/content/rich-text";
import { AppLink } from "./AppLink";

const FOOTER_LINKS: RouteName[] = [
  "about",
  "contact",
  "cookie-policy",
  "privacy-policy",
  "terms",
  "contributors",
  "changelog",
  "help-to-translate-the-site",
];

export async function Footer() {
  const t = await getTranslations("shell");
  const tPages = await getTranslations("tools");
  const tCookies = await getTranslations("cookiePolicy");
  const links = FOOTER_LINKS.filter(hasFeature);
  return (
    <footer className="mt-12 border-t border-[var(--color-line)] bg-[var(--color-card)]">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-sm text-[var(--color-muted)]">
        <nav aria-label={t("footer.links")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((route) => (
              <li key={route}>
                <AppLink href={routePath(route)} className="underline-offset-4 hover:underline">
                  {tPages(`${route}.title` as never)}
                </AppLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
            {/* Empty once the app is installed. */}
            <li className="empty:hidden">
              <LazyInstallLauncher />
            </li>
          </ul>
        </nav>
        {/* The storage the site needs asks for no consent: it is explained here and in the policy. */}
        <p data-testid="footer-storage">{tCookies.rich("footer.storage", richTags())}</p>
        <p>{t("site.unofficial")}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>{t("footer.madeBy")}</span>
          {siteConfig.repositoryUrl ? (
            <a
              href={siteConfig.repositoryUrl}
              className="underline underline-offset-4"
              rel="noopener"
            >
              {t("footer.sourceCode")}
            </a>
          ) : (
            <span>{t("footer.sourceCode")}</span>
          )}
          <span data-testid="app-version">
            {t("footer.version", { version: siteConfig.version })}
          </span>
        </p>
        {/* The panel, and the cookie button fixed at the bottom-left until the visit has an answer;
            without a service asked for on arrival, the panel's code loads when it is first opened. */}
        <LazyConsentLauncher eager={ASKS_ON_ARRIVAL} />
      </div>
    </footer>
  );
}
