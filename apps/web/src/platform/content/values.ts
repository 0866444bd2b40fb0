/** ICU values the legal texts share: who runs the site and which optional services are set up. */
import { errorReportingDsn } from "@/lib/error-reporting";
import { siteConfig } from "@/lib/site-config";

/** `{hasOperator, select, yes {… {operator} …} other {…}}` in the texts. */
export function operatorValues(): { hasOperator: "yes" | "no"; operator: string } {
  return siteConfig.operatorName
    ? { hasOperator: "yes", operator: siteConfig.operatorName }
    : { hasOperator: "no", operator: "" };
}

/** Whether each optional third-party service is configured in this build (the privacy policy says so). */
export function thirdPartyValues(): { errorReporting: "yes" | "no"; botCheck: "yes" | "no" } {
  const botCheck = Boolean(
    process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY?.trim() ||
    process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim(),
  );
  return { errorReporting: errorReportingDsn() ? "yes" : "no", botCheck: botCheck ? "yes" : "no" };
}
