import { getTranslations } from "next-intl/server";
import { featuresIn } from "@/platform/registry";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath } from "@/i18n/routes";
import { linkClass } from "./rich-text";

/** The tools of the registry with their one-line descriptions (about page). */
export async function ToolList() {
  const t = await getTranslations("tools");
  const features = [...featuresIn("tools"), ...featuresIn("statistics")];
  return (
    <ul className="list-disc space-y-1 pl-6 marker:text-[var(--color-brand)]">
      {features.map((f) => (
        <li key={f.route}>
          <AppLink href={routePath(f.route)} className={linkClass}>
            {t(`${f.route}.title`)}
          </AppLink>
          {": "}
          {t(`${f.route}.description`)}
        </li>
      ))}
    </ul>
  );
}
