"use client";
/**
 * One question of a survey with its label (`*` when required), its input and its error beside it.
 * Choice and matrix questions are fieldsets (the question is the legend); each input points at
 * the error with aria-describedby and says aria-invalid.
 */
import { memo, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { inputClass } from "@/lib/forms/FormFields";
import { errorId, hintId } from "@/ui/Field";
import { localized, type Answer, type AnswerError, type AskedQuestion } from "./definition";
import { messageKey } from "./form-state";
import { SortableList } from "./SortableList";

export const questionId = (id: string) => `survey-${id}`;

interface Props {
  question: AskedQuestion;
  answer: Answer | undefined;
  error: AnswerError | null;
  onChange: (id: string, answer: Answer) => void;
  onLeave: (id: string) => void;
}

function Title({ text, required }: { text: string; required: boolean }) {
  const t = useTranslations("survey");
  return (
    <>
      {text}
      {required && (
        <>
          <span aria-hidden="true" className="ml-1 text-[var(--color-danger)]">
            *
          </span>
          <span className="sr-only"> ({t("required")})</span>
        </>
      )}
    </>
  );
}

const asText = (answer: Answer | undefined) => (typeof answer === "string" ? answer : "");
const asList = (answer: Answer | undefined): readonly string[] =>
  Array.isArray(answer) ? answer : [];
const asRecord = (answer: Answer | undefined): Readonly<Record<string, string>> =>
  answer && typeof answer === "object" && !Array.isArray(answer)
    ? (answer as Record<string, string>)
    : {};

export const QuestionField = memo(function QuestionField({
  question,
  answer,
  error,
  onChange,
  onLeave,
}: Props) {
  const t = useTranslations("survey");
  const locale = useLocale();
  const id = questionId(question.id);
  const label = localized(question.label, locale);
  const description = question.description ? localized(question.description, locale) : null;
  const counter = question.type === "short-text" || question.type === "long-text";
  const hint = [description ? hintId(id) : null, counter ? `${id}-count` : null];
  const describedBy = [...hint, error ? errorId(id) : null].filter(Boolean).join(" ") || undefined;
  const invalid = error !== null;
  const message = error
    ? t(`errors.${messageKey(error, question)}`, {
        max: error.maxLength ?? (counter ? question.maxLength : 0),
      })
    : "";
  const set = (value: Answer) => onChange(question.id, value);
  const leave = () => onLeave(question.id);
  const common = { "aria-invalid": invalid, "aria-describedby": describedBy };

  const footer: ReactNode = (
    <>
      {description && (
        <p id={hintId(id)} className="text-xs text-[var(--color-muted)]">
          {description}
        </p>
      )}
      <p id={errorId(id)} role="alert" className="text-sm text-[var(--color-danger)] empty:hidden">
        {message}
      </p>
    </>
  );

  switch (question.type) {
    case "short-text":
    case "long-text": {
      const text = asText(answer);
      const length = [...text.trim()].length;
      const props = {
        id,
        value: text,
        onChange: (event: { target: { value: string } }) => set(event.target.value),
        onBlur: leave,
        ...common,
      };
      return (
        <div className="grid gap-1" data-testid={`question-${question.id}`}>
          <label htmlFor={id} className="font-medium">
            <Title text={label} required={question.required} />
          </label>
          {question.type === "short-text" ? (
            <input type="text" className={inputClass} {...props} />
          ) : (
            <textarea rows={4} className={`${inputClass} h-auto py-2`} {...props} />
          )}
          <p id={`${id}-count`} className="text-xs text-[var(--color-muted)]">
            {t("characters", { count: length, max: question.maxLength })}
          </p>
          {footer}
        </div>
      );
    }
    case "dropdown":
      return (
        <div className="grid gap-1" data-testid={`question-${question.id}`}>
          <label htmlFor={id} className="font-medium">
            <Title text={label} required={question.required} />
          </label>
          <select
            id={id}
            className={inputClass}
            value={asText(answer)}
            onChange={(e) => set(e.target.value)}
            onBlur={leave}
            {...common}
          >
            <option value="">{t("choose")}</option>
            {question.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {localized(c.label, locale)}
              </option>
            ))}
          </select>
          {footer}
        </div>
      );
    case "single":
    case "multiple": {
      const multiple = question.type === "multiple";
      const chosen = multiple ? asList(answer) : [asText(answer)];
      return (
        <fieldset className="grid gap-1" data-testid={`question-${question.id}`} onBlur={leave}>
          <legend className="mb-1 font-medium">
            <Title text={label} required={question.required} />
          </legend>
          {question.choices.map((c) => (
            <label key={c.value} className="flex items-center gap-2">
              <input
                type={multiple ? "checkbox" : "radio"}
                name={id}
                value={c.value}
                checked={chosen.includes(c.value)}
                onChange={(e) =>
                  set(
                    multiple
                      ? e.target.checked
                        ? [...chosen, c.value]
                        : chosen.filter((v) => v !== c.value)
                      : c.value,
                  )
                }
                className="h-4 w-4 accent-[var(--color-brand)]"
                {...common}
              />
              {localized(c.label, locale)}
            </label>
          ))}
          {footer}
        </fieldset>
      );
    }
    case "matrix": {
      const rows = asRecord(answer);
      return (
        <fieldset className="grid gap-1" data-testid={`question-${question.id}`} onBlur={leave}>
          <legend className="mb-1 font-medium">
            <Title text={label} required={question.required} />
          </legend>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <td />
                  {question.columns.map((c) => (
                    <th key={c.value} scope="col" className="px-2 py-1 text-center font-medium">
                      {localized(c.label, locale)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {question.rows.map((row) => {
                  const rowLabel = localized(row.label, locale);
                  return (
                    <tr key={row.value} className="border-t border-[var(--color-line)]">
                      <th scope="row" className="py-2 pr-2 text-left font-normal">
                        {rowLabel}
                      </th>
                      {question.columns.map((c) => (
                        <td key={c.value} className="px-2 text-center">
                          <input
                            type="radio"
                            name={`${id}-${row.value}`}
                            value={c.value}
                            checked={rows[row.value] === c.value}
                            onChange={() => set({ ...rows, [row.value]: c.value })}
                            aria-label={`${rowLabel}: ${localized(c.label, locale)}`}
                            className="h-4 w-4 accent-[var(--color-brand)]"
                            {...common}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {footer}
        </fieldset>
      );
    }
    case "sortable":
      return (
        <fieldset className="grid gap-1" data-testid={`question-${question.id}`}>
          <legend className="mb-1 font-medium">
            <Title text={label} required={question.required} />
          </legend>
          <p className="text-xs text-[var(--color-muted)]">{t("sortable.hint")}</p>
          <SortableList
            items={question.items.map((item) => ({
              value: item.value,
              label: localized(item.label, locale),
            }))}
            order={asList(answer)}
            onChange={set}
            describedBy={describedBy}
          />
          {footer}
        </fieldset>
      );
  }
});
