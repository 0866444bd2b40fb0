"use client";
/**
 * "Import" modal (docs/tools/promotion-messages.md §7): paste a configuration someone shared,
 * see it rendered on the page's level (or the builder's fixed data), name it, and add it to the custom templates. An import
 * is always added as a new template; nothing existing is replaced.
 */
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { FileInput } from "@/ui/icons/FileInput";
import { parseImportedTemplate, validateTemplateName } from "@foe-toolbox/core/promotion-messages";
import { Field, describedBy } from "@/ui/Field";
import { useErrorMessage } from "@/platform/calculator/errors";
import { runCalculation } from "@/platform/calculator/use-calculation";
import { newId } from "@/platform/profiles/profile-store";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import { Modal } from "@/platform/shell/Modal";
import { buttonClass } from "@/ui/button";
import { notify } from "@/lib/notify";
import { textInput } from "@/ui/text-input";
import { importPreview, usePreviewSource, type PreviewSource } from "./previews";

export default function ImportDialog({
  open,
  onClose,
  preview,
}: {
  open: boolean;
  onClose: () => void;
  /** The GB page's level for the preview; default: the fixed Observatory data. */
  preview?: PreviewSource;
}) {
  const t = useTranslations("promotionMessages.import");
  return (
    <Modal open={open} onClose={onClose} title={t("title")} testId="promo-import" size="lg">
      <ImportForm onDone={onClose} preview={preview} />
    </Modal>
  );
}

function ImportForm({ onDone, preview: page }: { onDone: () => void; preview?: PreviewSource }) {
  const t = useTranslations("promotionMessages.import");
  const errorMessage = useErrorMessage();
  const source = usePreviewSource(page);
  const id = useId();
  const custom = useGlobalSettings((s) => s.customPromotionMessagesTemplates);
  const [text, setText] = useState("");
  const [textTouched, setTextTouched] = useState(false);
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);

  const parsed = runCalculation(() => parseImportedTemplate({ text }), undefined);
  const preview = parsed.ok
    ? runCalculation(() => importPreview(parsed.value.config, source.gb, source.level), undefined)
    : null;
  const nameCheck = runCalculation(() => validateTemplateName({ name }), undefined);
  // A blank box is only an error once the player has been there.
  const textError =
    !parsed.ok && (textTouched || text.trim() !== "") ? errorMessage(parsed.error) : null;
  const nameError = !nameCheck.ok && nameTouched ? errorMessage(nameCheck.error) : null;
  const sameName = nameCheck.ok ? custom.find((c) => c.name === nameCheck.value.name) : undefined;

  const save = () => {
    if (!parsed.ok || !nameCheck.ok) return;
    const template = { id: newId(), name: nameCheck.value.name, config: parsed.value.config };
    globalStore.setState((s) => ({
      customPromotionMessagesTemplates: [...s.customPromotionMessagesTemplates, template],
    }));
    void notify("success", t("imported", { name: template.name }));
    onDone();
  };

  return (
    <div className="grid gap-4">
      <Field id={`${id}-text`} label={t("text")} hint={t("textHint")} error={textError}>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={5}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTextTouched(true)}
          aria-invalid={textError !== null || undefined}
          aria-describedby={describedBy(`${id}-text`, { hint: true, error: textError })}
          className={`${textInput({ invalid: textError !== null, multiline: true })} font-mono text-xs`}
          data-testid="import-text"
        />
      </Field>
      {preview?.ok && (
        <div className="grid gap-1 text-sm">
          <span id={`${id}-preview`} className="font-medium">
            {t("preview")}
          </span>
          <output
            aria-labelledby={`${id}-preview`}
            className="min-h-10 rounded-lg bg-[var(--color-brand-soft)] px-3 py-2 font-mono whitespace-pre-wrap"
            data-testid="import-preview"
          >
            {preview.value}
          </output>
        </div>
      )}
      <Field
        id={`${id}-name`}
        label={t("name")}
        hint={sameName ? t("sameName", { name: sameName.name }) : undefined}
        error={nameError}
      >
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameTouched(true);
          }}
          onBlur={() => setNameTouched(true)}
          aria-invalid={nameError !== null || undefined}
          aria-describedby={describedBy(`${id}-name`, { hint: sameName, error: nameError })}
          className={textInput({ invalid: nameError !== null })}
          data-testid="import-name"
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          className={buttonClass.primary}
          onClick={save}
          disabled={!parsed.ok || !nameCheck.ok}
          data-testid="import-save"
        >
          <FileInput aria-hidden="true" className="h-4 w-4" />
          {t("save")}
        </button>
      </div>
    </div>
  );
}
