"use client";
/**
 * A survey as a form: its questions in the visitor's language, conditional ones shown when their
 * condition is met, required ones marked `*`. Sending checks the answers with the backend's own
 * rules first, runs the bot check when one is configured, then stores the response: "Thank you",
 * the survey is remembered as answered, back to home. Problems are shown beside their questions
 * and summed up in a toast.
 */
import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { accountApi } from "@/platform/auth/api";
import { toApiError } from "@/platform/auth/model";
import { BotCheck } from "@/platform/bot-check/BotCheck";
import { botCheckConfig } from "@/platform/bot-check/config";
import { FormCard, ServerError, SubmitButton } from "@/platform/account/ui";
import { globalStore, updateGlobalSettings } from "@/platform/settings/global-store";
import { notify } from "@/lib/notify";
import { useRouter } from "@/i18n/navigation";
import {
  answersToSend,
  isAsked,
  localized,
  visibleQuestions,
  type Answer,
  type SurveyDefinition,
} from "./definition";
import {
  initialState,
  problems,
  serverProblems,
  shownErrors,
  withAnswer,
  withTouched,
  type SurveyFormState,
} from "./form-state";
import { QuestionField } from "./QuestionField";
import { HtmlBlock } from "./HtmlBlock";
import { sendAnswers } from "./survey-api";

export default function SurveyForm({ survey }: { survey: SurveyDefinition }) {
  const t = useTranslations("survey");
  const tBot = useTranslations("account.botCheck");
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<SurveyFormState>(() => initialState(survey.questions));
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botReset, setBotReset] = useState(0);

  const visible = useMemo(
    () => visibleQuestions(survey.questions, state.answers),
    [survey.questions, state.answers],
  );
  const errors = useMemo(() => shownErrors(survey.questions, state), [survey.questions, state]);
  const change = useCallback(
    (id: string, answer: Answer) => setState((s) => withAnswer(s, id, answer)),
    [],
  );
  const leave = useCallback((id: string) => setState((s) => withTouched(s, id)), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // After the errors are rendered.
    const focusFirstError = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    if (busy) return;
    setState((s) => ({ ...s, submitted: true }));
    setFormError(undefined);
    if (problems(survey.questions, state.answers).size > 0) {
      void notify("error", t("toast.invalid"));
      focusFirstError();
      return;
    }
    if (botCheckConfig && !botToken) {
      setFormError(tBot("required"));
      return;
    }
    setBusy(true);
    try {
      await sendAnswers(accountApi, {
        survey: survey.key,
        answers: answersToSend(survey.questions, state.answers),
        language: locale,
        botToken,
      });
      const answered = globalStore.getState().survey;
      updateGlobalSettings({
        survey: answered.includes(survey.key) ? answered : [...answered, survey.key],
      });
      void notify("success", t("toast.thanks"));
      router.push("/");
      return;
    } catch (error) {
      const apiError = toApiError(error);
      const byQuestion = serverProblems(apiError.body);
      if (Object.keys(byQuestion).length > 0) {
        setState((s) => ({ ...s, serverErrors: byQuestion }));
        void notify("error", t("toast.invalid"));
        focusFirstError();
      } else {
        const message =
          apiError.kind === "unreachable"
            ? t("toast.unreachable")
            : apiError.status === 429
              ? t("toast.rateLimited")
              : /bot check/i.test(apiError.info?.message ?? "")
                ? t("toast.botCheck")
                : t("toast.unknown");
        setFormError(message);
        void notify("error", message);
      }
    } finally {
      setBusy(false);
      setBotReset((n) => n + 1);
    }
  };

  return (
    <FormCard onSubmit={submit} testId="survey-form">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{localized(survey.title, locale)}</h2>
        {survey.description && (
          <p className="text-[var(--color-muted)]">{localized(survey.description, locale)}</p>
        )}
      </div>
      {visible.map((question) =>
        isAsked(question) ? (
          <QuestionField
            key={question.id}
            question={question}
            answer={state.answers[question.id]}
            error={errors.get(question.id) ?? null}
            onChange={change}
            onLeave={leave}
          />
        ) : (
          <HtmlBlock key={question.id} html={localized(question.html, locale)} />
        ),
      )}
      <BotCheck onToken={setBotToken} resetKey={botReset} />
      <ServerError message={formError} />
      <div>
        <SubmitButton busy={busy} label={t("submit")} busyLabel={t("sending")} />
      </div>
    </FormCard>
  );
}
