"use client";
/** Adds a default or custom template to the list (with a sample of each), and opens the modals. */
import { useTranslations } from "next-intl";
import { FileInput } from "@/ui/icons/FileInput";
import { Plus } from "@/ui/icons/Plus";
import { Wrench } from "@/ui/icons/Wrench";
import type { PromotionTemplate } from "@foe-toolbox/core/promotion-messages";
import { buttonClass } from "@/ui/button";
import { cardClass } from "@/ui/Card";
import { textInput } from "@/ui/text-input";
import { oneLine, useTemplateName } from "./template-name";

export interface PickerTemplate {
  value: string;
  group: "default" | "custom";
  template: PromotionTemplate;
}

export function TemplatePicker({
  id,
  templates,
  samples,
  picked,
  setPicked,
  onAdd,
  onOpen,
}: {
  id: string;
  templates: readonly PickerTemplate[];
  /** A sample message of each template (same order), or null when they cannot be built. */
  samples: readonly string[] | null;
  picked: string;
  setPicked: (value: string) => void;
  onAdd: () => void;
  onOpen: (dialog: "builder" | "import") => void;
}) {
  const t = useTranslations("promotionMessages");
  const templateName = useTemplateName();
  return (
    <div className={cardClass("grid gap-4")}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-add`} className="text-sm font-medium">
          {t("add")}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id={`${id}-add`}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            className={`${textInput()} flex-1 sm:min-w-[16rem]`}
            data-testid="promo-add-select"
          >
            <option value="">{t("chooseTemplate")}</option>
            {(["default", "custom"] as const).map((group) => {
              const options = templates
                .map((p, i) => ({ ...p, sample: samples?.[i] }))
                .filter((p) => p.group === group);
              if (options.length === 0) return null;
              return (
                <optgroup
                  key={group}
                  label={t(group === "default" ? "defaultTemplates" : "customTemplates")}
                >
                  {options.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.sample === undefined
                        ? templateName(p.template.name)
                        : t("templateOption", {
                            name: templateName(p.template.name),
                            sample: oneLine(p.sample),
                          })}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={onAdd}
            disabled={picked === ""}
            data-testid="promo-add"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("addButton")}
          </button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => onOpen("import")}
          data-testid="promo-open-import"
        >
          <FileInput aria-hidden="true" className="h-4 w-4" />
          {t("import.open")}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => onOpen("builder")}
          data-testid="promo-open-builder"
        >
          <Wrench aria-hidden="true" className="h-4 w-4" />
          {t("builder.open")}
        </button>
      </div>
    </div>
  );
}
