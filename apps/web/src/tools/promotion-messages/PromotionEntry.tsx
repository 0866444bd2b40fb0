"use client";
/** One message of the list: its name, copy and remove buttons, its custom fields and its text. */
import { useTranslations } from "next-intl";
import { Check } from "@/ui/icons/Check";
import { Copy } from "@/ui/icons/Copy";
import { Trash2 } from "@/ui/icons/Trash2";
import type { PromotionTemplate } from "@foe-toolbox/core/promotion-messages";
import { buttonClass } from "@/ui/button";
import { cardClass } from "@/ui/Card";
import { IconButton } from "@/ui/IconButton";
import { textInput } from "@/ui/text-input";
import { EyeToggle } from "./EyeToggle";

export function PromotionEntry({
  messageId,
  name,
  entry,
  message,
  copied,
  onCopy,
  onRemove,
  onField,
}: {
  messageId: string;
  /** Shown name of the template. */
  name: string;
  entry: PromotionTemplate;
  message: string;
  copied: boolean;
  onCopy: () => void;
  onRemove: () => void;
  onField: (fieldName: string, change: { value?: string; show?: boolean }) => void;
}) {
  const t = useTranslations("promotionMessages");
  const fields = Object.entries(entry.config.customFields ?? {});
  return (
    <li className={cardClass("grid gap-3")} data-testid="promo-entry">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={messageId} className="font-semibold">
          {name}
        </label>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onCopy}
            data-testid="promo-copy"
          >
            {copied ? (
              <Check aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Copy aria-hidden="true" className="h-4 w-4" />
            )}
            <span>{copied ? t("copied") : t("copy")}</span>
            <span className="sr-only"> {name}</span>
          </button>
          <IconButton onClick={onRemove} label={t("remove", { name })} testId="promo-remove">
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </IconButton>
        </div>
      </div>
      {fields.map(([fieldName, field]) => {
        const fieldId = `${messageId}-${fieldName}`;
        return (
          <div key={fieldName} className="grid gap-1">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {field.key}
            </label>
            <div className="flex gap-2">
              <input
                id={fieldId}
                type="text"
                value={field.value}
                placeholder={field.placeholder}
                onChange={(event) => onField(fieldName, { value: event.target.value })}
                className={textInput()}
              />
              <EyeToggle
                shown={field.show}
                label={t("showField", { field: field.key })}
                onToggle={() => onField(fieldName, { show: !field.show })}
              />
            </div>
          </div>
        );
      })}
      {message.includes("\n") ? (
        <textarea
          id={messageId}
          readOnly
          value={message}
          rows={message.split("\n").length}
          className={`${textInput({ multiline: true })} font-mono text-sm`}
          data-testid="promo-message"
        />
      ) : (
        <input
          id={messageId}
          type="text"
          readOnly
          value={message}
          className={`${textInput()} font-mono text-sm`}
          data-testid="promo-message"
        />
      )}
    </li>
  );
}
