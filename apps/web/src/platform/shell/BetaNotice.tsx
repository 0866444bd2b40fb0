"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { routePath } from "@/i18n/routes";
import { siteConfig } from "@/lib/site-config";
import { AppLink } from "./AppLink";
import { Notice } from "./Notice";

/** "This tool is in beta…" on pages flagged beta, with the way to reach us (docs/site.md §3). */
export function BetaNotice() {
  const t = useTranslations("calculator");
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const email = siteConfig.contactEmail;
  return (
    <Notice testId="beta-notice" onClose={() => setClosed(true)}>
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
    </Notice>
  );
}
