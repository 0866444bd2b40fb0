import type { MetadataRoute } from "next";
import { FEATURES } from "@/platform/registry";
import { featurePaths } from "@/platform/feature-paths";
import { LOCALES, localizedPath } from "@/i18n/locales";
import { absoluteUrl, languageAlternates } from "@/lib/metadata";

/** Every indexed page in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ["/", ...FEATURES.filter((f) => f.indexed).flatMap(featurePaths)];
  return paths.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
