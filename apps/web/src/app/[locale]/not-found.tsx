import { getTranslations } from "next-intl/server";
import { ErrorView } from "@/platform/shell/ErrorView";

export default async function NotFound() {
  const t = await getTranslations("shell.errors");
  return (
    <>
      <title>{`${t("notFoundTitle")} | FoE Toolbox`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        statusCode={404}
        title={t("notFound")}
        message={t("notFoundDetail")}
        homeLabel={t("goHome")}
      />
    </>
  );
}
