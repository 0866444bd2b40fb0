/**
 * A stand-in for `next-intl/server` in component tests of server components, backed by the
 * English catalogues as on the site:
 *
 *   vi.mock("next-intl/server", async () => (await import("@/test/server-intl")).serverIntl(["content"]));
 */
import { createTranslator } from "next-intl";
import { messagesOf } from "./render";

export function serverIntl(namespaces: string[], locale = "en") {
  const messages = messagesOf(namespaces, locale);
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale, messages, namespace: namespace as never }),
  };
}
