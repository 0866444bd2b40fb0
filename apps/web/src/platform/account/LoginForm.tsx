"use client";
import { useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { describeApiError } from "@/platform/auth/error-message";
import { toApiError } from "@/platform/auth/model";
import { logIn } from "@/platform/auth/session-store";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { TextField } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { FormMessage } from "@/lib/forms/FormFields";
import { AppLink } from "@/platform/shell/AppLink";
import { useRouter } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { Suspense, useState } from "react";
import { useSearchParams } from "next/navigation";
import { ResendConfirmation } from "./ResendConfirmation";
import { FormCard, ServerError, SubmitButton } from "./ui";
import { useAccountStart } from "./use-account";

interface Values {
  identifier: string;
  password: string;
}

const RULES = { identifier: { required: true }, password: { required: true } } as const;

/**
 * The backend sends a used or expired confirmation link here (`?confirmation=invalid`). Only this
 * notice reads the query string, so the form itself stays in the prerendered page.
 */
function UsedConfirmationLink() {
  const t = useTranslations("account");
  if (useSearchParams().get("confirmation") !== "invalid") return null;
  return (
    <FormMessage tone="error" testId="confirmation-link-problem">
      {t("login.usedConfirmationLink")}
    </FormMessage>
  );
}

export function LoginForm() {
  useAccountStart();
  const t = useTranslations("account");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [notConfirmed, setNotConfirmed] = useState(false);
  const { form, field, errorOf } = useRuleForm<Values>({
    defaultValues: { identifier: "", password: "" },
    rules: RULES,
    labels: { identifier: t("fields.identifier"), password: t("fields.password") },
    idPrefix: "login",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      logIn(
        await accountApi.login({ identifier: values.identifier.trim(), password: values.password }),
      );
      router.push(routePath("user-settings"));
    } catch (error) {
      setNotConfirmed(describeApiError(toApiError(error)).key === "notConfirmed");
      form.setError("root.server", { message: errorMessage(error) });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <>
      <Suspense fallback={null}>
        <UsedConfirmationLink />
      </Suspense>
      <FormCard onSubmit={submit} testId="login-form">
        <TextField
          label={t("fields.identifier")}
          input={field("identifier")}
          error={errorOf("identifier")}
          autoComplete="username"
        />
        <TextField
          label={t("fields.password")}
          type="password"
          input={field("password")}
          error={errorOf("password")}
          autoComplete="current-password"
        />
        <ServerError message={form.formState.errors.root?.server?.message} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SubmitButton busy={busy} label={t("login.submit")} busyLabel={t("login.submitting")} />
          <AppLink
            href={routePath("forgot-password")}
            className="text-sm underline underline-offset-4"
          >
            {t("login.forgot")}
          </AppLink>
        </div>
        <p className="text-sm">
          {t("login.noAccount")}{" "}
          <AppLink href={routePath("register")} className="underline underline-offset-4">
            {t("login.register")}
          </AppLink>
        </p>
      </FormCard>
      <ResendConfirmation open={notConfirmed} />
    </>
  );
}
