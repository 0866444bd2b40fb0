import { getRequestConfig } from "next-intl/server";
import { LOCALE_INFO } from "./locale-info";
import { toLocale } from "./locales";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested === undefined ? "en" : toLocale(requested);
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "UTC",
    formats: {
      number: { integer: { maximumFractionDigits: 0 } },
    },
    onError(error) {
      console.error(`[i18n] ${LOCALE_INFO[locale].englishName}: ${error.message}`);
    },
  };
});
