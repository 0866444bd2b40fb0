import { getTranslations } from "next-intl/server";
import { hasFeature } from "@/platform/registry";
import { siteConfig } from "@/lib/site-config";
import { richTags } from "./rich-text";

/**
 * How to reach the operator, from the configuration: the contact e-mail and the contact page when
 * they exist. Nothing is invented when neither does: the text says so.
 */
export async function ContactDetails() {
  const t = await getTranslations("content.contact");
  const tags = richTags();
  const channels = [
    siteConfig.contactEmail && t.rich("email", { ...tags, email: siteConfig.contactEmail }),
    hasFeature("contact") && t.rich("page", tags),
  ].filter(Boolean);
  if (channels.length === 0) return <p>{t("none")}</p>;
  return (
    <ul className="grid gap-1" data-testid="contact-details">
      {channels.map((channel, i) => (
        <li key={i}>{channel}</li>
      ))}
    </ul>
  );
}
