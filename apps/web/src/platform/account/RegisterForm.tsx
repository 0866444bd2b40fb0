"use client";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { logIn } from "@/platform/auth/session-store";
import { useErrorMessage } from "@/platform/auth/use-error-message";
import { BotCheck } from "@/platform/bot-check/BotCheck";
import { useBotCheck } from "@/platform/bot-check/use-bot-check";
import { errorId } from "@/ui/Field";
import { FormMessage, TextField } from "@/lib/forms/FormFields";
import { useRuleForm, type FormRules } from "@/lib/forms/use-rule-form";
import { AppLink } from "@/platform/shell/AppLink";
import { useRouter } from "@/i18n/navigation";
import { routePath } from "@/i18n/routes";
import { NEW_PASSWORD_RULES, NewPasswordFields } from "./password-fields";
import { ResendConfirmation } from "./ResendConfirmation";
import { FormCard, ServerError, SubmitButton } from "./ui";
import { useAccountStart } from "./use-account";

interface Values {
  username: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
}

const RULES: FormRules<Values> = {
  username: { required: true, min: 3, max: 30, alpha_dash: true },
  email: { required: true, email: true, max: 254 },
  ...NEW_PASSWORD_RULES,
  terms: { required: { allowFalse: false } },
};

export function RegisterForm() {
  useAccountStart();
  const t = useTranslations("account");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [registered, setRegistered] = useState<string | null>(null);
  const bot = useBotCheck();
  const { form, field, errorOf } = useRuleForm<Values>({
    defaultValues: {
      username: "",
      email: "",
      password: "",
      passwordConfirmation: "",
      terms: false,
    },
    rules: RULES,
    labels: {
      username: t("fields.username"),
      email: t("fields.email"),
      password: t("fields.password"),
      passwordConfirmation: t("fields.passwordConfirmation"),
      terms: t("fields.terms"),
    },
    idPrefix: "register",
  });
  const submit = form.handleSubmit(async ({ username, email, password }) => {
    const missing = bot.missing();
    if (missing) {
      form.setError("root.server", { message: missing });
      return;
    }
    try {
      const result = await accountApi.register(
        { username: username.trim(), email: email.trim(), password, locale },
        bot.token,
      );
      // With e-mail confirmation on, the backend sends no token until the address is confirmed.
      if (result.jwt) {
        logIn({ jwt: result.jwt, refreshToken: result.refreshToken, user: result.user });
        router.push(routePath("user-settings"));
      } else setRegistered(email.trim());
    } catch (error) {
      form.setError("root.server", { message: errorMessage(error) });
      bot.reset();
    }
  });

  if (registered) {
    return (
      <>
        <FormMessage tone="success" testId="register-done">
          {t("register.checkMailbox", { email: registered })}
        </FormMessage>
        <ResendConfirmation email={registered} />
      </>
    );
  }
  const terms = field("terms");
  const termsError = errorOf("terms");
  return (
    <FormCard onSubmit={submit} testId="register-form">
      <TextField
        label={t("fields.username")}
        input={field("username")}
        error={errorOf("username")}
        autoComplete="username"
      />
      <TextField
        label={t("fields.email")}
        type="email"
        input={field("email")}
        error={errorOf("email")}
        autoComplete="email"
      />
      <NewPasswordFields<Values> field={field} errorOf={errorOf} label={t("fields.password")} />
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm" htmlFor={terms.id}>
          <input type="checkbox" className="mt-1 h-4 w-4" {...terms} />
          <span>
            {t.rich("register.acceptTerms", {
              link: (chunks) => (
                <AppLink href={routePath("terms")} className="underline underline-offset-4">
                  {chunks}
                </AppLink>
              ),
            })}
          </span>
        </label>
        <p
          id={errorId(terms.id)}
          role="alert"
          className="text-sm text-[var(--color-danger)] empty:hidden"
        >
          {termsError ?? ""}
        </p>
      </div>
      <BotCheck {...bot.widget} />
      <ServerError message={form.formState.errors.root?.server?.message} />
      <div>
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t("register.submit")}
          busyLabel={t("register.submitting")}
        />
      </div>
      <p className="text-sm">
        {t("register.haveAccount")}{" "}
        <AppLink href={routePath("login")} className="underline underline-offset-4">
          {t("register.login")}
        </AppLink>
      </p>
    </FormCard>
  );
}
