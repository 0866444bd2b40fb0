"use client";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { BotCheck } from "@/platform/bot-check/BotCheck";
import { useBotCheck } from "@/platform/bot-check/use-bot-check";
import { FormMessage, TextField } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { AppLink } from "@/platform/shell/AppLink";
import { routePath } from "@/i18n/routes";
import { FormCard, ServerError, SubmitButton } from "./ui";
import { useAccountStart } from "./use-account";

export function ForgotPasswordForm() {
  useAccountStart();
  const t = useTranslations("account");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const bot = useBotCheck();
  const { form, field, errorOf } = useRuleForm<{ email: string }>({
    defaultValues: { email: "" },
    rules: { email: { required: true, email: true } },
    labels: { email: t("fields.email") },
    idPrefix: "forgot",
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const missing = bot.missing();
    if (missing) {
      form.setError("root.server", { message: missing });
      return;
    }
    try {
      await accountApi.forgotPassword({ email: email.trim(), locale }, bot.token);
      setSentTo(email.trim());
    } catch (error) {
      form.setError("root.server", { message: errorMessage(error) });
    }
    bot.reset();
  });
  return (
    <FormCard onSubmit={submit} testId="forgot-form">
      <TextField
        label={t("fields.email")}
        type="email"
        input={field("email")}
        error={errorOf("email")}
        autoComplete="email"
      />
      <BotCheck {...bot.widget} />
      <ServerError message={form.formState.errors.root?.server?.message} />
      {sentTo && (
        <FormMessage tone="success" testId="forgot-sent">
          {t("forgot.sent", { email: sentTo })}
        </FormMessage>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton busy={form.formState.isSubmitting} label={t("forgot.submit")} />
        <AppLink href={routePath("login")} className="text-sm underline underline-offset-4">
          {t("forgot.backToLogin")}
        </AppLink>
      </div>
    </FormCard>
  );
}
