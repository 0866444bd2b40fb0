import { useTranslations } from "next-intl";
import { routePath } from "@/i18n/routes";
import { siteConfig } from "@/lib/site-config";
import { AppLink } from "./AppLink";
import { ClosableNotice } from "./ClosableNotice";

/**
 * "This tool is in beta…" on pages flagged beta, with the way to reach us (docs/site.md §3). A server
 * component: the tool pages that share ToolPage carry only the closing (ClosableNotice).
 */
export function BetaNotice() {
  const t = useTranslations("calculator");
  const email = siteConfig.contactEmail;
  return (
    <ClosableNotice testId="beta-notice">
      {t.rich("beta", {
        contact: (chunks) => (
          <AppLink href={routePath("contact")} className="font-medium underline underline-offset-4">
            {chunks}
          </AppLink>
        ),
      })}
      {email && (
        <>
          {" "}
          {t.rich("betaEmail", {
            email,
            mail: (chunks) => (
              <a href={`mailto:${email}`} className="font-medium underline underline-offset-4">
                {chunks}
              </a>
            ),
          })}
        </>
      )}
    </ClosableNotice>
  );
}
