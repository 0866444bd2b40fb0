"use client";
/**
 * The page the reset e-mail links to (`/reset-password?code=…`): a new password, then logged in. A
 * code the backend does not know (used, replaced by a newer mail, or mangled) gets a plain
 * explanation and the way to a new link instead of the error.
 */
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { describeApiError } from "@/platform/auth/error-message";
import { toApiError } from "@/platform/auth/model";
import { logIn } from "@/platform/auth/session-store";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { FormMessage } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { AppLink } from "@/platform/shell/AppLink";
import { useRouter } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { NEW_PASSWORD_RULES, NewPasswordFields } from "./password-fields";
import { FormCard, ServerError, SubmitButton } from "./ui";
import { useAccountStart } from "./use-account";

interface Values {
  password: string;
  passwordConfirmation: string;
}

export function ResetPasswordForm() {
  useAccountStart();
  const t = useTranslations("account");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const code = useSearchParams().get("code")?.trim() ?? "";
  const [usedCode, setUsedCode] = useState<string | null>(null);
  const { form, field, errorOf } = useRuleForm<Values>({
    defaultValues: { password: "", passwordConfirmation: "" },
    rules: NEW_PASSWORD_RULES,
    labels: {
      password: t("fields.newPassword"),
      passwordConfirmation: t("fields.passwordConfirmation"),
    },
    idPrefix: "reset",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      logIn(await accountApi.resetPassword({ code, ...values }));
      router.push(`${routePath("user-settings")}?reset=1`);
    } catch (error) {
      if (describeApiError(toApiError(error)).key === "invalidCode") setUsedCode(code);
      else form.setError("root.server", { message: errorMessage(error) });
    }
  });
  if (!code || usedCode === code) {
    return (
      <FormMessage tone="error" testId="reset-link-problem">
        {t(code ? "reset.usedLink" : "reset.missingCode")}{" "}
        <AppLink href={routePath("forgot-password")} className="underline underline-offset-4">
          {t("reset.askAgain")}
        </AppLink>
      </FormMessage>
    );
  }
  return (
    <FormCard onSubmit={submit} testId="reset-form">
      <NewPasswordFields<Values> field={field} errorOf={errorOf} label={t("fields.newPassword")} />
      <ServerError message={form.formState.errors.root?.server?.message} />
      <div>
        <SubmitButton busy={form.formState.isSubmitting} label={t("reset.submit")} />
      </div>
    </FormCard>
  );
}
