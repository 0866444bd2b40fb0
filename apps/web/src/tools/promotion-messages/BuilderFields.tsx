"use client";
/** The custom fields of a template in the builder: name and value of each, and a new one. */
import type { Dispatch, SetStateAction } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "@/ui/icons/Plus";
import { Trash2 } from "@/ui/icons/Trash2";
import { buttonClass } from "@/ui/button";
import { describedBy, Field } from "@/ui/Field";
import { IconButton } from "@/ui/IconButton";
import { textInput } from "@/ui/text-input";
import {
  addField,
  fieldNameProblem,
  type BuilderDraft,
  type FieldNameProblem,
} from "./builder-draft";

/** The "new field" inputs; `tried` once an add was refused (shows the problem). */
export interface NewField {
  name: string;
  value: string;
  tried: boolean;
}

export function BuilderFields({
  id,
  draft,
  setDraft,
  newField,
  setNewField,
}: {
  id: string;
  draft: BuilderDraft;
  setDraft: Dispatch<SetStateAction<BuilderDraft>>;
  newField: NewField;
  setNewField: (value: NewField) => void;
}) {
  const t = useTranslations("promotionMessages.builder");
  const setFields = (fields: BuilderDraft["fields"]) => setDraft((d) => ({ ...d, fields }));
  const fieldProblems = draft.fields.map((f, i) => fieldNameProblem(draft.fields, f.key, i));
  const problemText = (problem: FieldNameProblem | null) =>
    problem === "required"
      ? t("fieldNameRequired")
      : problem === "taken"
        ? t("fieldNameTaken")
        : null;
  const newFieldProblem = newField.tried ? fieldNameProblem(draft.fields, newField.name) : null;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-[var(--color-line)] p-3">
      <legend className="px-1 text-sm font-medium">{t("customFields")}</legend>
      {draft.fields.map((field, i) => {
        const keyId = `${id}-field-${i}-key`;
        const problem = problemText(fieldProblems[i] ?? null);
        return (
          <div
            key={i}
            className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]"
            data-testid="builder-field"
          >
            <Field id={keyId} label={t("fieldName")} error={problem}>
              <input
                id={keyId}
                type="text"
                value={field.key}
                aria-invalid={problem !== null || undefined}
                aria-describedby={describedBy(keyId, { error: problem })}
                onChange={(event) =>
                  setFields(
                    draft.fields.map((f, j) => (j === i ? { ...f, key: event.target.value } : f)),
                  )
                }
                className={textInput({ invalid: problem !== null })}
              />
            </Field>
            <Field id={`${id}-field-${i}-value`} label={t("fieldValue")}>
              <input
                id={`${id}-field-${i}-value`}
                type="text"
                value={field.placeholder}
                onChange={(event) =>
                  setFields(
                    draft.fields.map((f, j) =>
                      j === i ? { ...f, placeholder: event.target.value } : f,
                    ),
                  )
                }
                className={textInput()}
              />
            </Field>
            <IconButton
              className="sm:mt-6"
              onClick={() => setFields(draft.fields.filter((_, j) => j !== i))}
              label={t("deleteField", { field: field.key })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </div>
        );
      })}
      <div className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <Field id={`${id}-new-name`} label={t("newFieldName")} error={problemText(newFieldProblem)}>
          <input
            id={`${id}-new-name`}
            type="text"
            value={newField.name}
            aria-invalid={newFieldProblem !== null || undefined}
            aria-describedby={describedBy(`${id}-new-name`, { error: newFieldProblem })}
            onChange={(event) =>
              setNewField({ ...newField, name: event.target.value, tried: false })
            }
            className={textInput({ invalid: newFieldProblem !== null })}
          />
        </Field>
        <Field id={`${id}-new-value`} label={t("newFieldValue")}>
          <input
            id={`${id}-new-value`}
            type="text"
            value={newField.value}
            onChange={(event) => setNewField({ ...newField, value: event.target.value })}
            className={textInput()}
          />
        </Field>
        <button
          type="button"
          className={`${buttonClass.secondary} sm:mt-6`}
          onClick={() => {
            if (fieldNameProblem(draft.fields, newField.name) !== null) {
              setNewField({ ...newField, tried: true });
              return;
            }
            setDraft(addField(draft, newField.name, newField.value));
            setNewField({ name: "", value: "", tried: false });
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("addField")}
        </button>
      </div>
    </fieldset>
  );
}
