import type { AbstractIntlMessages } from "next-intl";

/** The few account texts the bot-check widget reads, for pages that do not need the whole account namespace. */
export function botCheckMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const account = messages.account as AbstractIntlMessages | undefined;
  return { account: { botCheck: account?.botCheck ?? {} } };
}
