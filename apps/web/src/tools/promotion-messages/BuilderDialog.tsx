"use client";
/**
 * "Promotion message builder" modal (docs/tools/promotion-messages.md §6): create a custom
 * template (from scratch or from another one), update or delete one, with live place and message
 * previews on the GB page's level (or the fixed Observatory 9 → 10 data). Custom templates are
 * global (all profiles).
 */
import { useId, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Copy } from "@/ui/icons/Copy";
import { Save } from "@/ui/icons/Save";
import { Trash2 } from "@/ui/icons/Trash2";
import {
  PROMOTION_PLACE_PLACEHOLDERS,
  validateTemplateName,
  type PromotionBuilderAction,
  type PromotionTemplate,
} from "@foe-toolbox/core/promotion-messages";
import { Field, describedBy } from "@/ui/Field";
import { useErrorMessage } from "@/platform/calculator/errors";
import { runCalculation } from "@/platform/calculator/use-calculation";
import { newId } from "@/platform/profiles/profile-store";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import { Modal } from "@/platform/shell/Modal";
import { buttonClass } from "@/ui/button";
import { IconButton } from "@/ui/IconButton";
import { notify } from "@/lib/notify";
import {
  blankDraft,
  configFromDraft,
  draftFromConfig,
  fieldNameProblem,
  type BuilderDraft,
} from "./builder-draft";
import { BuilderFields, type NewField } from "./BuilderFields";
import { MESSAGE_PLACEHOLDER_KEYS, PlaceholderList, Preview } from "./BuilderPreview";
import { textInput } from "@/ui/text-input";
import { DEFAULT_TEMPLATE_CHOICES } from "./default-templates";
import { builderPreview, usePreviewSource, type PreviewSource } from "./previews";
import { oneLine, useTemplateName } from "./template-name";
import { useCopy } from "./use-copy";

export default function BuilderDialog({
  open,
  onClose,
  preview,
}: {
  open: boolean;
  onClose: () => void;
  /** The GB page's level for the previews; default: the fixed Observatory data. */
  preview?: PreviewSource;
}) {
  const t = useTranslations("promotionMessages.builder");
  return (
    <Modal open={open} onClose={onClose} title={t("title")} testId="promo-builder" size="lg">
      <BuilderForm preview={preview} />
    </Modal>
  );
}

function BuilderForm({ preview: page }: { preview?: PreviewSource }) {
  const t = useTranslations("promotionMessages.builder");
  const errorMessage = useErrorMessage();
  const templateName = useTemplateName();
  const previewOn = usePreviewSource(page);
  const { copiedKey, copy } = useCopy();
  const id = useId();
  const custom = useGlobalSettings((s) => s.customPromotionMessagesTemplates);

  const [action, setAction] = useState<PromotionBuilderAction>("create");
  const [source, setSource] = useState("");
  const [draft, setDraft] = useState<BuilderDraft>(blankDraft);
  const [name, setName] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const [newField, setNewField] = useState<NewField>({ name: "", value: "", tried: false });

  const config = configFromDraft(draft);
  const configJson = JSON.stringify(config);
  const preview = runCalculation(
    () => builderPreview(config, previewOn.gb, previewOn.level),
    undefined,
  );
  const selectedCustom = source.startsWith("c:")
    ? custom.find((c) => c.id === source.slice(2))
    : undefined;
  const editing = action === "create" || selectedCustom !== undefined;

  const sources = useMemo(() => {
    const option = (value: string, template: PromotionTemplate) => {
      const sample = runCalculation(
        () => builderPreview(template.config, previewOn.gb, previewOn.level).message,
        undefined,
      );
      const label = templateName(template.name);
      return {
        value,
        template,
        label: sample.ok
          ? t("templateOption", { name: label, sample: oneLine(sample.value) })
          : label,
      };
    };
    return {
      defaults: DEFAULT_TEMPLATE_CHOICES.map(({ value, template }) => option(value, template)),
      custom: custom.map((template) => option(`c:${template.id}`, template)),
    };
  }, [custom, previewOn, templateName, t]);

  const nameCheck = runCalculation(() => validateTemplateName({ name }), undefined);
  const nameError = showErrors && !nameCheck.ok ? errorMessage(nameCheck.error) : null;
  const fieldProblems = draft.fields.map((f, i) => fieldNameProblem(draft.fields, f.key, i));

  const reset = (nextAction: PromotionBuilderAction) => {
    setAction(nextAction);
    setSource("");
    setDraft(blankDraft());
    setName("");
    setShowErrors(false);
  };
  const choose = (value: string) => {
    setSource(value);
    const template = [...sources.defaults, ...sources.custom].find(
      (s) => s.value === value,
    )?.template;
    setDraft(template ? draftFromConfig(template.config) : blankDraft());
    // Updating or deleting works on that template, name included.
    if (action !== "create") setName(template?.name ?? "");
  };
  const setTemplates = (update: (list: typeof custom) => typeof custom) =>
    globalStore.setState((s) => ({
      customPromotionMessagesTemplates: update(s.customPromotionMessagesTemplates),
    }));

  const save = () => {
    if (action === "delete") {
      if (!selectedCustom) return;
      setTemplates((list) => list.filter((c) => c.id !== selectedCustom.id));
      void notify("success", t("deleted", { name: selectedCustom.name }));
      reset(custom.length > 1 ? "delete" : "create");
      return;
    }
    setShowErrors(true);
    if (!nameCheck.ok || fieldProblems.some((p) => p !== null)) return;
    const saved = { name: nameCheck.value.name, config: configFromDraft(draft) };
    if (action === "create") {
      const templateId = newId();
      setTemplates((list) => [...list, { id: templateId, ...saved }]);
      void notify("success", t("created", { name: saved.name }));
      // Further saves update the template just created.
      setAction("update");
      setSource(`c:${templateId}`);
    } else if (selectedCustom) {
      setTemplates((list) =>
        list.map((c) => (c.id === selectedCustom.id ? { ...c, ...saved } : c)),
      );
      void notify("success", t("updated", { name: saved.name }));
    }
    setName(saved.name);
  };

  const setDraftField = <K extends keyof BuilderDraft>(key: K, value: BuilderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (
    key: "prefix" | "suffix" | "placeSeparator" | "place",
    label: string,
    hint?: ReactNode,
  ) => (
    <Field id={`${id}-${key}`} label={label} hint={hint}>
      <input
        id={`${id}-${key}`}
        type="text"
        value={draft[key]}
        onChange={(event) => setDraftField(key, event.target.value)}
        aria-describedby={describedBy(`${id}-${key}`, { hint })}
        className={textInput()}
      />
    </Field>
  );
  const checkbox = (key: "useShortGbName" | "reversePlacesOrder", label: string) => (
    <label className="flex min-h-10 items-center gap-2">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => setDraftField(key, event.target.checked)}
        className="h-5 w-5 accent-[var(--color-brand)]"
      />
      {label}
    </label>
  );
  return (
    <div className="grid gap-5">
      {custom.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t("action")}</legend>
          <div className="flex flex-wrap gap-x-4">
            {(["create", "update", "delete"] as const).map((a) => (
              <label key={a} className="flex min-h-10 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-action`}
                  value={a}
                  checked={action === a}
                  onChange={() => reset(a)}
                  className="h-5 w-5 accent-[var(--color-brand)]"
                />
                {t(a)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <Field id={`${id}-source`} label={action === "create" ? t("startFrom") : t("customTemplate")}>
        <select
          id={`${id}-source`}
          value={source}
          onChange={(event) => choose(event.target.value)}
          className={textInput()}
          data-testid="builder-source"
        >
          <option value="">{action === "create" ? t("blank") : t("chooseCustom")}</option>
          {action === "create" && (
            <optgroup label={t("defaultTemplates")}>
              {sources.defaults.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          )}
          {sources.custom.length > 0 && (
            <optgroup label={t("customTemplates")}>
              {sources.custom.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </Field>

      {editing && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-config`} className="text-sm font-medium">
            {t("configuration")}
          </label>
          <div className="flex gap-2">
            <textarea
              id={`${id}-config`}
              readOnly
              value={configJson}
              rows={3}
              className={`${textInput({ multiline: true })} font-mono text-xs`}
              data-testid="builder-config"
            />
            <IconButton
              onClick={() => void copy("config", configJson)}
              label={t("copyConfiguration")}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </div>
          {copiedKey === "config" && (
            <p role="status" className="text-xs text-[var(--color-muted)]">
              {t("configurationCopied")}
            </p>
          )}
        </div>
      )}

      {editing && action !== "delete" && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("prefix", t("prefix"))}
            {text("suffix", t("suffix"))}
            {text(
              "placeSeparator",
              t("placeSeparator"),
              <>
                {t("placeSeparatorHint")} <code className="font-mono">{"${LF}"}</code>
              </>,
            )}
            <div className="grid content-end">
              {checkbox("useShortGbName", t("useShortName"))}
              {checkbox("reversePlacesOrder", t("reverseOrder"))}
            </div>
          </div>

          <BuilderFields
            id={id}
            draft={draft}
            setDraft={setDraft}
            newField={newField}
            setNewField={setNewField}
          />

          <div className="grid gap-2">
            {text("place", t("placePattern"))}
            <PlaceholderList keys={PROMOTION_PLACE_PLACEHOLDERS} />
            <Preview
              label={t("placePreview")}
              value={preview.ok ? preview.value.place : ""}
              testId="builder-place-preview"
            />
          </div>
          <div className="grid gap-2">
            <Field id={`${id}-message`} label={t("messagePattern")}>
              <textarea
                id={`${id}-message`}
                value={draft.message}
                rows={2}
                onChange={(event) => setDraftField("message", event.target.value)}
                className={textInput({ multiline: true })}
              />
            </Field>
            <PlaceholderList keys={MESSAGE_PLACEHOLDER_KEYS} />
            <Preview
              label={t("messagePreview")}
              value={preview.ok ? preview.value.message : ""}
              testId="builder-message-preview"
            />
          </div>

          <Field id={`${id}-name`} label={t("name")} error={nameError}>
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              aria-invalid={nameError !== null || undefined}
              aria-describedby={describedBy(`${id}-name`, { error: nameError })}
              onChange={(event) => setName(event.target.value)}
              className={textInput({ invalid: nameError !== null })}
            />
          </Field>
        </>
      )}

      <div className="flex justify-end">
        <button
          type="button"
          className={buttonClass.primary}
          onClick={save}
          disabled={action !== "create" && !selectedCustom}
          data-testid="builder-save"
        >
          {action === "delete" ? (
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Save aria-hidden="true" className="h-4 w-4" />
          )}
          {t(`save.${action}`)}
        </button>
      </div>
    </div>
  );
}
