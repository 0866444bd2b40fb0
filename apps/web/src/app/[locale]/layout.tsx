import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { ThemeProvider } from "@/platform/shell/ThemeProvider";
import { LazyAppEffects } from "@/platform/shell/LazyAppEffects";
import { Footer } from "@/platform/shell/Footer";
import { LazyHeader } from "@/platform/shell/LazyHeader";
import { ProgressBar } from "@/platform/shell/ProgressBar";
import { LazyScrollToTop } from "@/platform/shell/LazyScrollToTop";
import { LazyToasts } from "@/platform/shell/LazyToasts";
import { LazyTranslationNotice } from "@/platform/translation-notice/LazyTranslationNotice";
import { incompleteLocales } from "@/i18n/incomplete-locales";
import { translationProgress } from "@/i18n/translation-progress.server";
import { MAIN_ID } from "@/platform/shell/navigation-events";
import { LOCALE_INFO } from "@/i18n/locale-info";
import { LOCALES, isLocale } from "@/i18n/locales";
import { pickMessages, SHELL_NAMESPACES } from "@/i18n/messages";
import { THEME_COLOR, DARK_BACKGROUND_COLOR } from "@/lib/design-tokens";
import { consentPendingScript } from "@/platform/consent/consent-pending-script";
import { ASKS_ON_ARRIVAL, SERVICES } from "@/platform/consent/services";
import { CONSENT_STORE_KEY, GLOBAL_STORE_KEY } from "@/lib/storage/keys";
import { absoluteUrl } from "@/lib/metadata";
import { intlWarmupScript } from "@/lib/intl-warmup";
import { intlWarmupPaths } from "@/platform/shell/intl-warmup-paths";
import { siteConfig } from "@/lib/site-config";
import "../globals.css";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "shell.site" });
  return {
    metadataBase: new URL(siteConfig.url),
    applicationName: siteConfig.name,
    title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
    description: t("description"),
    manifest: "/manifest.webmanifest",
    icons: {
      icon: [
        { url: "/icons/icon.svg", type: "image/svg+xml" },
        { url: "/icons/icon-192.png", sizes: "192x192" },
      ],
      apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }],
    },
    appleWebApp: { capable: true, title: siteConfig.name, statusBarStyle: "default" },
    openGraph: { siteName: siteConfig.name, images: [absoluteUrl("/icons/icon-512.png")] },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLOR },
    { media: "(prefers-color-scheme: dark)", color: DARK_BACKGROUND_COLOR },
  ],
  width: "device-width",
  initialScale: 1,
};

/** On the pages that format numbers as they start (platform/shell/intl-warmup-paths.ts). */
const INTL_WARMUP = intlWarmupScript(intlWarmupPaths());

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const t = await getTranslations("shell.a11y");
  const incomplete = incompleteLocales(translationProgress());
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir} suppressHydrationWarning>
      <body className="min-h-dvh bg-[var(--color-page)] font-sans text-[var(--color-ink)] antialiased">
        {/* Loads the number-formatting data on another thread while the page's scripts download. */}
        <script dangerouslySetInnerHTML={{ __html: INTL_WARMUP }} />
        {/* Only when the consent panel opens by itself (a service is asked for on arrival). */}
        {ASKS_ON_ARRIVAL && (
          <script
            dangerouslySetInnerHTML={{
              __html: consentPendingScript(
                { consent: CONSENT_STORE_KEY, global: GLOBAL_STORE_KEY },
                SERVICES,
              ),
            }}
          />
        )}
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, SHELL_NAMESPACES)}>
          <ThemeProvider>
            <a
              href={`#${MAIN_ID}`}
              className="sr-only z-50 rounded bg-[var(--color-card)] px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {t("skipToContent")}
            </a>
            <ProgressBar />
            <LazyHeader incompleteLocales={incomplete} />
            <main id={MAIN_ID} tabIndex={-1} className="px-3 outline-none">
              {children}
            </main>
            <Footer />
            <LazyScrollToTop />
            <LazyToasts />
            <LazyTranslationNotice incomplete={incomplete} />
            <LazyAppEffects />
          </ThemeProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
