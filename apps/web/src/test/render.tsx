/**
 * Renders a component for a component test, with the English translations of the given
 * namespaces (as on the site). Use with `// @vitest-environment happy-dom` at the top of the test.
 */
import type { ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function messagesOf(namespaces: string[], locale = "en"): Record<string, unknown> {
  return Object.fromEntries(
    namespaces.map((ns) => [
      ns,
      JSON.parse(readFileSync(join(__dirname, "../messages", ns, `${locale}.json`), "utf8")),
    ]),
  );
}

export function renderWithIntl(
  ui: ReactElement,
  namespaces: string[] = ["calculator"],
  locale = "en",
) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={messagesOf(namespaces, locale)}
      timeZone="UTC"
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
