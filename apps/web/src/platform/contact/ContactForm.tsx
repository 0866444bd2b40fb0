"use client";
/**
 * The contact form (docs/site.md §14): name, e-mail, subject and message, checked as the backend
 * checks them, then stored by the backend and mailed to the site owner. Works with or without an
 * account. On success the form is emptied and says so; a refused field gets its message beside it,
 * anything else (unreachable, too many messages, bot check) above the button — the text typed is
 * never lost.
 */
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toApiError } from "@/platform/auth/model";
import { BotCheck } from "@/platform/bot-check/BotCheck";
import { botCheckConfig } from "@/platform/bot-check/config";
import { FormCard, ServerError, SubmitButton } from "@/platform/account/ui";
import { FormMessage, TextAreaField, TextField } from "@/lib/forms/FormFields";
import { useRuleForm } from "@/lib/forms/use-rule-form";
import { notify } from "@/lib/notify";
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  describeContactFailure,
  type ContactValues,
} from "./contact-form";

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const t = useTranslations("contact");
  const tForms = useTranslations("forms.rules");
  const tBot = useTranslations("account.botCheck");
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botReset, setBotReset] = useState(0);
  const labels = {
    name: t("fields.name"),
    email: t("fields.email"),
    subject: t("fields.subject"),
    message: t("fields.message"),
  };
  const { form, field, errorOf } = useRuleForm<ContactValues>({
    defaultValues: EMPTY,
    rules: CONTACT_RULES,
    labels,
    idPrefix: "contact",
  });
  const messageLength = [...(form.watch("message") ?? "")].length;

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    if (botCheckConfig && !botToken) {
      form.setError("root.server", { message: tBot("required") });
      return;
    }
    try {
      const data = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        language: locale,
      };
      // The backend client (and its HTTP library) loads on the first send, not with the page.
      const { accountApi } = await import("@/platform/auth/api");
      await accountApi.collection("contact-messages").create(data, botToken);
      form.reset(EMPTY);
      setSent(true);
      void notify("success", t("sent"));
    } catch (error) {
      const failure = describeContactFailure(toApiError(error));
      for (const name of failure.fields)
        form.setError(name, {
          type: "server",
          message: tForms("default", { field: labels[name] }),
        });
      form.setError("root.server", { message: t(`errors.${failure.key}`, failure.values) });
    }
    setBotReset((n) => n + 1);
  });

  return (
    <FormCard onSubmit={submit} testId="contact-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.name}
          input={field("name")}
          error={errorOf("name")}
          autoComplete="name"
        />
        <TextField
          label={labels.email}
          type="email"
          hint={t("emailHint")}
          input={field("email", { hint: true })}
          error={errorOf("email")}
          autoComplete="email"
        />
      </div>
      <TextField label={labels.subject} input={field("subject")} error={errorOf("subject")} />
      <TextAreaField
        label={labels.message}
        hint={t("messageCount", { count: messageLength, max: CONTACT_LIMITS.message })}
        input={field("message", { hint: true })}
        error={errorOf("message")}
        rows={8}
      />
      <BotCheck onToken={setBotToken} resetKey={botReset} />
      <ServerError message={form.formState.errors.root?.server?.message} />
      {sent && (
        <FormMessage tone="success" testId="contact-sent">
          {t("sent")}
        </FormMessage>
      )}
      <div>
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={t("submit")}
          busyLabel={t("sending")}
        />
      </div>
    </FormCard>
  );
}
