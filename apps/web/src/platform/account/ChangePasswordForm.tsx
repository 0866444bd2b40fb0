"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { logIn } from "@/platform/auth/session-store";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { FormMessage, TextField } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { NEW_PASSWORD_RULES, NewPasswordFields } from "./password-fields";
import { FormCard, ServerError, SubmitButton } from "./ui";

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

const RULES = { currentPassword: { required: true }, ...NEW_PASSWORD_RULES };

export function ChangePasswordForm() {
  const t = useTranslations("account");
  const errorMessage = useErrorMessage();
  const [done, setDone] = useState(false);
  const { form, field, errorOf } = useRuleForm<Values>({
    defaultValues: { currentPassword: "", password: "", passwordConfirmation: "" },
    rules: RULES,
    labels: {
      currentPassword: t("fields.currentPassword"),
      password: t("fields.newPassword"),
      passwordConfirmation: t("fields.passwordConfirmation"),
    },
    idPrefix: "change-password",
  });
  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    try {
      // The backend answers with a fresh token for the new password.
      logIn(await accountApi.changePassword(values));
      form.reset();
      setDone(true);
    } catch (error) {
      form.setError("root.server", { message: errorMessage(error) });
    }
  });
  return (
    <FormCard
      title={t("settings.changePassword.title")}
      onSubmit={submit}
      testId="change-password-form"
    >
      <TextField
        label={t("fields.currentPassword")}
        type="password"
        input={field("currentPassword")}
        error={errorOf("currentPassword")}
        autoComplete="current-password"
      />
      <NewPasswordFields<Values> field={field} errorOf={errorOf} label={t("fields.newPassword")} />
      <ServerError message={form.formState.errors.root?.server?.message} />
      {done && <FormMessage tone="success">{t("settings.changePassword.done")}</FormMessage>}
      <div>
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t("settings.changePassword.submit")}
        />
      </div>
    </FormCard>
  );
}
