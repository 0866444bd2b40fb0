"use client";
/** "Didn't get the confirmation e-mail?": asks the backend to send it again (after the bot check). */
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { FormMessage, TextField } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { BotCheck } from "@/platform/bot-check/BotCheck";
import { useBotCheck } from "@/platform/bot-check/use-bot-check";
import { cardClass, ServerError, SubmitButton } from "./ui";

export function ResendConfirmation({
  open = false,
  email = "",
}: {
  open?: boolean;
  email?: string;
}) {
  const t = useTranslations("account");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const bot = useBotCheck();
  const { form, field, errorOf } = useRuleForm<{ email: string }>({
    defaultValues: { email },
    rules: { email: { required: true, email: true } },
    labels: { email: t("fields.email") },
    idPrefix: "resend",
  });
  const submit = form.handleSubmit(async ({ email: address }) => {
    const missing = bot.missing();
    if (missing) {
      form.setError("root.server", { message: missing });
      return;
    }
    try {
      await accountApi.sendEmailConfirmation({ email: address.trim(), locale }, bot.token);
      setSentTo(address.trim());
    } catch (error) {
      form.setError("root.server", { message: errorMessage(error) });
    }
    bot.reset();
  });
  return (
    <details className={cardClass} open={open || undefined} data-testid="resend-confirmation">
      <summary className="cursor-pointer font-medium">{t("resend.title")}</summary>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          label={t("fields.email")}
          type="email"
          input={field("email")}
          error={errorOf("email")}
          autoComplete="email"
        />
        <BotCheck {...bot.widget} />
        <ServerError message={form.formState.errors.root?.server?.message} />
        {sentTo && <FormMessage tone="success">{t("resend.sent", { email: sentTo })}</FormMessage>}
        <div>
          <SubmitButton busy={form.formState.isSubmitting} label={t("resend.submit")} />
        </div>
      </form>
    </details>
  );
}
