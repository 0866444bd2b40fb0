/**
 * What the service worker shows instead of a page it has not saved, when the network is gone
 * (docs/offline.md): which pages work offline and the ways on.
 */
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/platform/shell/AppLink";
import { Hero } from "@/platform/shell/Hero";
import { buttonClass } from "@/ui/button";
import { cardClass } from "@/ui/Card";
import { ReloadButton } from "./ReloadButton";

export async function OfflineView() {
  const t = await getTranslations("offline");
  return (
    <>
      <Hero title={t("title")} subtitle={t("description")} />
      <section
        data-testid="offline-page"
        className={cardClass("mx-auto mt-6 grid max-w-xl gap-4", { padding: "page" })}
      >
        <p>{t("saved")}</p>
        <p>{t("unavailable")}</p>
        <div className="flex flex-wrap gap-3">
          <ReloadButton label={t("retry")} />
          <AppLink href="/" className={buttonClass.primary}>
            {t("home")}
          </AppLink>
        </div>
      </section>
    </>
  );
}
