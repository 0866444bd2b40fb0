import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { pickMessages, type Namespace } from "@/i18n/messages";
import type { RouteName } from "@/i18n/routes";
import { Hero } from "./Hero";
import { NotificationArea } from "./NotificationArea";
import { FEATURES } from "@/platform/registry";
import { BetaNotice } from "./BetaNotice";

/**
 * The frame of a tool page: hero with the tool's title and description, the notification area
 * (with the beta notice for the tools the registry flags beta), and the client translations the
 * tool needs.
 */
export async function ToolPage({
  route,
  namespaces,
  title,
  subtitle,
  children,
}: {
  route: RouteName;
  /** Message namespaces the tool's client components use (shell, tools and calculator are added). */
  namespaces: readonly Namespace[];
  /** Overrides the tool's title (e.g. a GB page shows the GB's name). */
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const t = await getTranslations("tools");
  const beta = FEATURES.some((feature) => feature.route === route && feature.beta === true);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={pickMessages(messages, ["shell", "tools", "calculator", ...namespaces])}
    >
      <Hero
        title={title ?? t(`${route}.title` as never)}
        subtitle={subtitle ?? t(`${route}.description` as never)}
      />
      <NotificationArea>{beta && <BetaNotice />}</NotificationArea>
      <div className="mx-auto mt-4 max-w-6xl sm:mt-6">{children}</div>
    </NextIntlClientProvider>
  );
}
