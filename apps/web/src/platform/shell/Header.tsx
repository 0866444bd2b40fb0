"use client";
/**
 * Site header (docs/site.md §4): home, "Tools" and "Statistics" menus from the feature registry,
 * language selector, colour mode; a burger menu on phones. With "main menu always visible" the
 * header sticks to the top, hides after scrolling down 64 px and comes back when scrolling up.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ChevronDown, Menu } from "@/ui/icons/shell";
import { X } from "@/ui/icons/X";
import { featuresIn, hasFeature, type Feature } from "@/platform/registry";
import { useGlobalSettings } from "@/platform/settings/global-store";
import { usePathname } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { HEADER_HIDE_SCROLL_PX } from "@/lib/design-tokens";
import { AppLink } from "./AppLink";
import { HEADER_PAGE_SLOT_ID, registerHeaderSlot } from "./header-slot";
import { Dropdown, menuEntryClass } from "./Dropdown";
import { LanguageSelector } from "./LanguageSelector";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";
import { HeaderDialogs } from "./HeaderDialogs";
import { AccountLink } from "@/platform/account/AccountLink";
import type { Locale } from "@/i18n/locales";

const navButton =
  "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-[var(--color-brand-soft)]";

function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let anchor = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < anchor) {
        setHidden(false);
        anchor = y;
      } else if (y - anchor >= HEADER_HIDE_SCROLL_PX) {
        setHidden(true);
        anchor = y;
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return hidden;
}

function MenuEntries({ features, close }: { features: Feature[]; close: () => void }) {
  const t = useTranslations("tools");
  return (
    <ul className="grid gap-0.5">
      {features.map((f) => (
        <li key={f.route}>
          <AppLink
            href={routePath(f.route)}
            data-menu-entry
            className={menuEntryClass}
            onClick={close}
          >
            {t(`${f.route}.title`)}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site icon. A page may fill the header slot on phones (see header-slot.ts); the icon then
 * makes room. Its own component: the slot filling after hydration redraws the icon, not the
 * whole header and its menus.
 */
function HomeIconLink() {
  const t = useTranslations("shell");
  const [slotFilled, setSlotFilled] = useState(false);
  useEffect(() => {
    const slot = document.getElementById(HEADER_PAGE_SLOT_ID);
    if (!slot) return;
    const update = () => setSlotFilled(slot.childElementCount > 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(slot, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <AppLink
      href="/"
      aria-label={t("a11y.homeLink")}
      className={`mr-2 inline-flex items-center gap-2 rounded-lg p-1 ${slotFilled ? "max-md:hidden" : ""}`}
    >
      <Logo className="h-8 w-8" />
      <span className="hidden font-semibold sm:inline">{t("site.name")}</span>
    </AppLink>
  );
}

export function Header({
  incompleteLocales,
}: {
  incompleteLocales: Partial<Record<Locale, number>>;
}) {
  const t = useTranslations("shell");
  const fixed = useGlobalSettings((s) => s.fixedMainMenu);
  const hidden = useHideOnScroll(fixed);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const pathname = usePathname();
  const tools = featuresIn("tools");
  const statistics = featuresIn("statistics");

  useEffect(() => setBurgerOpen(false), [pathname]);
  useEffect(() => {
    // The page behind the phone menu is frozen while it is open.
    document.body.style.overflow = burgerOpen ? "hidden" : "";
    return () => {
      document.body.style.overflow = "";
    };
  }, [burgerOpen]);

  const groups = [
    { key: "tools", label: t("nav.tools"), features: tools },
    { key: "statistics", label: t("nav.statistics"), features: statistics },
  ].filter((g) => g.features.length > 0);

  return (
    <header
      className={`${fixed ? "sticky top-0" : "relative"} z-40 border-b border-[var(--color-line)] bg-[var(--color-card)] transition-transform duration-300 ${hidden && !burgerOpen ? "-translate-y-full" : ""}`}
    >
      <nav
        aria-label={t("a11y.mainNavigation")}
        className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3"
      >
        <HomeIconLink />
        {/* Filled by a page on phones (see header-slot.ts). */}
        <div
          id={HEADER_PAGE_SLOT_ID}
          ref={registerHeaderSlot}
          className="min-w-0 flex-1 empty:hidden md:hidden"
        />
        <div className="hidden items-center gap-1 md:flex">
          <AppLink href="/" className={navButton}>
            {t("nav.home")}
          </AppLink>
          {groups.map((g) => (
            <Dropdown
              key={g.key}
              buttonClassName={navButton}
              label={
                <>
                  {g.label}
                  <ChevronDown aria-hidden="true" className="h-4 w-4" />
                </>
              }
            >
              {(close) => <MenuEntries features={g.features} close={close} />}
            </Dropdown>
          ))}
        </div>
        <div className="ml-auto hidden items-center gap-1 md:flex">
          <LanguageSelector incomplete={incompleteLocales} />
          {hasFeature("donate") && (
            <AppLink href={routePath("donate")} className={`${navButton} hidden lg:inline-flex`}>
              {t("nav.donate")}
            </AppLink>
          )}
          <ThemeToggle />
          <HeaderDialogs />
          <AccountLink className={navButton} />
        </div>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          <AccountLink className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]" />
          <ThemeToggle />
          <button
            type="button"
            aria-expanded={burgerOpen}
            aria-controls="mobile-menu"
            aria-label={burgerOpen ? t("a11y.closeMenu") : t("a11y.openMenu")}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]"
            onClick={() => setBurgerOpen((v) => !v)}
          >
            {burgerOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </nav>
      {burgerOpen && (
        <div
          id="mobile-menu"
          className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-[var(--color-line)] px-3 pb-4 md:hidden"
        >
          <AppLink href="/" className={`${menuEntryClass} mt-2 font-medium`}>
            {t("nav.home")}
          </AppLink>
          {groups.map((g) => (
            <details key={g.key} className="group" open>
              <summary className={`${menuEntryClass} cursor-pointer font-medium`}>
                {g.label}
              </summary>
              <div className="pl-3">
                <MenuEntries features={g.features} close={() => setBurgerOpen(false)} />
              </div>
            </details>
          ))}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <HeaderDialogs showLabels />
            <LanguageSelector incomplete={incompleteLocales} />
            {hasFeature("donate") && (
              <AppLink href={routePath("donate")} className={navButton}>
                {t("nav.donate")}
              </AppLink>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
