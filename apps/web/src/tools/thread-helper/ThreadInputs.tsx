"use client";
/** The thread helper's inputs: the pasted thread, the player's Arc bonus and the rules. */
import { updateGlobalSettings } from "@/platform/settings/global-store";
import { BONUS_PERCENT_MAX } from "@/platform/calculator/field-ranges";
import { useTranslations } from "next-intl";
import type { SetState } from "@/platform/calculator/tool-contract";
import type { NumberField } from "@/platform/calculator/number-field";
import { Field } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { buttonClass } from "@/ui/button";
import { textInput } from "@/ui/text-input";
import { MAX_THREAD_TEXT, withText, type ThreadHelperState } from "./thread-helper-state";

export function ThreadInputs({
  state,
  setValue,
  arc,
  onArcChange,
  className,
}: {
  state: ThreadHelperState;
  setValue: SetState<ThreadHelperState>;
  arc: NumberField;
  onArcChange: (value: NumberField) => void;
  className: string;
}) {
  const t = useTranslations("threadHelper");
  return (
    <section aria-labelledby="thread-inputs" className={`${className} grid gap-4`}>
      <h2 id="thread-inputs" className="text-lg font-semibold">
        {t("inputs")}
      </h2>
      <Field id="thread-text" label={t("text")} hint={t("textHint")}>
        <textarea
          id="thread-text"
          data-testid="thread-text"
          rows={8}
          maxLength={MAX_THREAD_TEXT}
          spellCheck={false}
          value={state.text}
          aria-describedby="thread-text-hint"
          onChange={(event) => {
            const text = event.target.value;
            setValue((s) => withText(s, text));
          }}
          className={`${textInput({ multiline: true })} font-mono text-sm`}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-4">
        <Field id="thread-arc" label={t("yourArcBonus")} className="w-40">
          <NumberInput
            id="thread-arc"
            testId="thread-arc"
            value={arc}
            min={0}
            max={BONUS_PERCENT_MAX}
            step={0.1}
            onChange={onArcChange}
          />
        </Field>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t("rules")}</legend>
          <div className="flex flex-wrap gap-4">
            {(["live", "prestige"] as const).map((rules) => (
              <label key={rules} className="flex min-h-10 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="thread-rules"
                  value={rules}
                  checked={state.rules === rules}
                  data-testid={`thread-rules-${rules}`}
                  onChange={() => updateGlobalSettings({ gbRules: rules })}
                  className="h-5 w-5 accent-[var(--color-brand)]"
                />
                {t(rules === "live" ? "rulesLive" : "rulesPrestige")}
              </label>
            ))}
          </div>
        </fieldset>
        {state.rules === "prestige" && (
          <Field id="thread-arc-gold" label={t("arcBonusGold")} className="w-40">
            <NumberInput
              id="thread-arc-gold"
              testId="thread-arc-gold"
              value={state.arcBonusGold}
              min={0}
              max={BONUS_PERCENT_MAX}
              step={0.1}
              onChange={(v) => setValue((s) => ({ ...s, arcBonusGold: v === "" ? 0 : v }))}
            />
          </Field>
        )}
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={state.text === ""}
          data-testid="thread-clear"
          onClick={() => setValue((s) => withText(s, ""))}
        >
          {t("clear")}
        </button>
      </div>
    </section>
  );
}
