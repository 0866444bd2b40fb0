"use client";
/**
 * Promotion messages of the GB page (docs/tools/promotion-messages.md): texts an owner posts in a
 * guild or friends thread to find investors for the displayed level, rendered by the core from the
 * profile's template list, with the page settings, per-place choice, copy buttons, the "Add"
 * picker, and the Builder and Import modals (loaded when first opened).
 *
 * Usage in the GB page (owner view, client component; add "promotionMessages" to the page's
 * `ToolPage namespaces`, which already brings "shell" and "calculator"):
 *
 *   <PromotionMessagesPanel
 *     gbKey={gbKey} gbName={localisedName} gbShortName={localisedShortName}
 *     levels={levels} level={level} investorPercentages={percentages}
 *     investors={investors} ownerPreparation={ownerFp}
 *   />
 *
 * By default the settings are the current profile's (saved on change) and the include flags live
 * in the panel (all true again when the level changes). For permalink mode pass `settings` /
 * `onSettingsChange` (start from `parsePromotionQuery`, write the link with
 * `promotionPermalinkEntries`); to share the include flags with the owner table pass
 * `includePlaces` / `onIncludePlacesChange` (with "only secured places" on, the computed flags are
 * handed back through `onIncludePlacesChange`).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useShallow } from "zustand/react/shallow";
import { Check, Copy, Eye, EyeOff, FileInput, Plus, Trash2, Wrench } from "lucide-react";
import {
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_TEMPLATES,
  type PromotionTemplate,
  type PromotionTemplateConfig,
} from "@foe-toolbox/core/promotion-messages";
import type { Investor } from "@foe-toolbox/core/gb-investment";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { useErrorMessage } from "@/features/calculator/errors";
import { runCalculation, useCalculation } from "@/features/calculator/use-calculation";
import { updateCurrentProfile, useCurrentProfile } from "@/features/profiles/profile-store";
import { useGlobalSettings } from "@/features/settings/global-store";
import { buttonClass } from "@/features/shell/Modal";
import {
  ALL_PLACES_INCLUDED,
  profilePromotionSettings,
  toPageSettings,
  withPromotionSettings,
  type PromotionSettings,
} from "./promotion-settings";
import { buildTemplateSamples } from "./samples";
import { CARD, ICON_BUTTON, textInput } from "./styles";
import { useCopy } from "./use-copy";
import { oneLine, useTemplateName } from "./template-name";

const BuilderDialog = lazy(() => import("./BuilderDialog"));
const ImportDialog = lazy(() => import("./ImportDialog"));

export interface PromotionMessagesPanelProps {
  /** GB key, for the custom short name of the global settings (`customGbName`). */
  gbKey: string;
  /** Localised GB name (`${GBN}`). */
  gbName: string;
  /** Localised built-in short name, replaced by a custom one when the player set it. */
  gbShortName: string;
  /** The GB's level table (one GB's levels, from the server). */
  levels: GbLevel[];
  /** Level being built (messages say "level-1 → level"). */
  level: number;
  /** Thread rate of each place in % (5 numbers, as in the owner view). */
  investorPercentages: number[];
  /** FP other players already paid in. */
  investors: Investor[];
  /** FP the owner already paid in. */
  ownerPreparation: number;
  /** Controlled settings; default: the current profile's. */
  settings?: PromotionSettings;
  onSettingsChange?: (settings: PromotionSettings) => void;
  /** Controlled "include in copy boxes" flags of places 1..5; default: kept in the panel. */
  includePlaces?: readonly boolean[];
  onIncludePlacesChange?: (includePlaces: boolean[]) => void;
}

const sameFlags = (a: readonly boolean[], b: readonly boolean[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export function PromotionMessagesPanel({
  gbKey,
  gbName,
  gbShortName,
  levels,
  level,
  investorPercentages,
  investors,
  ownerPreparation,
  settings: controlledSettings,
  onSettingsChange,
  includePlaces: controlledInclude,
  onIncludePlacesChange,
}: PromotionMessagesPanelProps) {
  const t = useTranslations("promotionMessages");
  const errorMessage = useErrorMessage();
  const templateName = useTemplateName();
  const { copiedKey, copy } = useCopy();
  const id = useId();

  const profileSettings = useCurrentProfile(useShallow(profilePromotionSettings));
  const list = useCurrentProfile((p) => p.promotionMessageList);
  const customTemplates = useGlobalSettings((s) => s.customPromotionMessagesTemplates);
  const customShortName = useGlobalSettings((s) => s.customGbName[gbKey]);
  const shortName = customShortName?.trim() ? customShortName : gbShortName;

  const settings = controlledSettings ?? profileSettings;
  const setSettings = (change: Partial<PromotionSettings>) => {
    const next = { ...settings, ...change };
    if (onSettingsChange) onSettingsChange(next);
    else updateCurrentProfile((profile) => withPromotionSettings(profile, next));
  };

  // Include flags: back to all places when the level changes (docs/tools/gb-investment.md §4.1).
  const [localInclude, setLocalInclude] = useState({ level, flags: ALL_PLACES_INCLUDED });
  const flags =
    controlledInclude ?? (localInclude.level === level ? localInclude.flags : ALL_PLACES_INCLUDED);
  const setFlags = (next: boolean[]) => {
    setLocalInclude({ level, flags: next });
    onIncludePlacesChange?.(next);
  };

  const levelInput = {
    levels,
    level,
    investorPercentages,
    investors,
    ownerPreparation,
    includePlaces: [...flags],
    onlySecuredPlaces: settings.onlySecuredPlaces,
    gbName,
    gbShortName: shortName,
  };
  const pageSettings = toPageSettings(settings);
  const levelKey = JSON.stringify([
    level,
    investorPercentages,
    investors,
    ownerPreparation,
    flags,
    gbName,
    shortName,
  ]);
  const settingsKey = JSON.stringify(settings);
  const { result, error, stale } = useCalculation(
    () => buildGbPromotionMessages({ ...levelInput, settings: pageSettings, templates: list }),
    [levels, levelKey, settingsKey, list],
  );
  const shownFlags = settings.onlySecuredPlaces && result ? result.includePlaces : flags;

  // "Only secured places" writes its flags back into controlled checkboxes (docs/tools/promotion-messages.md §4).
  const computedFlags = settings.onlySecuredPlaces && !stale ? result?.includePlaces : undefined;
  useEffect(() => {
    if (
      computedFlags &&
      controlledInclude &&
      onIncludePlacesChange &&
      !sameFlags(computedFlags, controlledInclude)
    ) {
      onIncludePlacesChange(computedFlags);
    }
  }, [computedFlags, controlledInclude, onIncludePlacesChange]);

  const pickerTemplates = useMemo(
    () => [
      ...DEFAULT_PROMOTION_TEMPLATES.map((template, i) => ({
        value: `d:${i}`,
        group: "default" as const,
        template,
      })),
      ...customTemplates.map((template) => ({
        value: `c:${template.id}`,
        group: "custom" as const,
        template,
      })),
    ],
    [customTemplates],
  );
  const samples = useMemo(() => {
    const outcome = runCalculation(
      () =>
        buildTemplateSamples(
          levelInput,
          pageSettings,
          pickerTemplates.map((p) => p.template),
        ),
      undefined,
    );
    return outcome.ok ? outcome.value : null;
    // levelInput / pageSettings are rebuilt each render; their content is in the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [levels, levelKey, settingsKey, pickerTemplates]);
  const [picked, setPicked] = useState("");

  const setList = (update: (list: PromotionTemplate[]) => PromotionTemplate[]) =>
    updateCurrentProfile((profile) => ({
      ...profile,
      promotionMessageList: update(profile.promotionMessageList),
    }));
  const updateEntry = (
    index: number,
    update: (config: PromotionTemplateConfig) => PromotionTemplateConfig,
  ) =>
    setList((entries) =>
      entries.map((entry, i) => (i === index ? { ...entry, config: update(entry.config) } : entry)),
    );
  const updateField = (
    index: number,
    fieldName: string,
    change: { value?: string; show?: boolean },
  ) =>
    updateEntry(index, (config) => {
      const field = config.customFields?.[fieldName];
      if (!field) return config;
      return {
        ...config,
        customFields: { ...config.customFields, [fieldName]: { ...field, ...change } },
      };
    });
  const addPicked = () => {
    const choice = pickerTemplates.find((p) => p.value === picked);
    if (!choice) return;
    const { name, config } = choice.template;
    setList((entries) => [...entries, { name, config: structuredClone(config) }]);
    setPicked("");
  };

  const [dialog, setDialog] = useState<{
    loaded: Set<"builder" | "import">;
    open: "builder" | "import" | null;
  }>({
    loaded: new Set(),
    open: null,
  });
  const openDialog = (which: "builder" | "import") =>
    setDialog((d) => ({ loaded: new Set(d.loaded).add(which), open: which }));
  const closeDialog = () => setDialog((d) => ({ ...d, open: null }));

  const eyeButton = (shown: boolean, label: string, onToggle: () => void, testId?: string) => (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid={testId}
      className={ICON_BUTTON}
    >
      {shown ? (
        <Eye aria-hidden="true" className="h-4 w-4" />
      ) : (
        <EyeOff aria-hidden="true" className="h-4 w-4" />
      )}
    </button>
  );
  const checkbox = (
    name: string,
    checked: boolean,
    label: string,
    onChange: (checked: boolean) => void,
    hint?: string,
  ) => (
    <div className="py-2">
      <label className="flex min-h-10 items-center gap-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-${name}-hint` : undefined}
          className="h-5 w-5 shrink-0 accent-[var(--color-brand)]"
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-${name}-hint`} className="ml-7 text-xs text-[var(--color-muted)]">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4"
      data-testid="promotion-messages"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-[var(--color-muted)]">{t("intro")}</p>
      </div>

      <div className={CARD}>
        <h3 className="font-semibold">{t("settings")}</h3>
        <div className="grid gap-4 md:grid-cols-2">
          {(["prefix", "suffix"] as const).map((key) => {
            const showKey = key === "prefix" ? "showPrefix" : "showSuffix";
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
                  {t(key)}
                </label>
                <div className="flex gap-2">
                  <input
                    id={`${id}-${key}`}
                    type="text"
                    value={settings[key]}
                    onChange={(event) => setSettings({ [key]: event.target.value })}
                    className={textInput()}
                  />
                  {eyeButton(
                    settings[showKey],
                    t(showKey),
                    () => setSettings({ [showKey]: !settings[showKey] }),
                    `promo-${showKey}`,
                  )}
                </div>
              </div>
            );
          })}
        </div>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {checkbox("name", settings.displayGbName, t("displayGbName"), (v) =>
            setSettings({ displayGbName: v }),
          )}
          {checkbox(
            "short",
            settings.useShortName,
            t("useShortName"),
            (v) => setSettings({ useShortName: v }),
            t("useShortNameHint", { name: shortName }),
          )}
          {checkbox("level", settings.showLevel, t("showLevel"), (v) =>
            setSettings({ showLevel: v }),
          )}
          {checkbox(
            "secured",
            settings.onlySecuredPlaces,
            t("onlySecured"),
            (v) => {
              setSettings({ onlySecuredPlaces: v });
              if (!v) setFlags([...ALL_PLACES_INCLUDED]);
            },
            t("onlySecuredHint"),
          )}
        </div>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{t("places")}</legend>
          <div className="flex flex-wrap gap-x-4">
            {shownFlags.map((included, i) => (
              <label key={i} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  checked={included}
                  disabled={settings.onlySecuredPlaces}
                  onChange={(event) =>
                    setFlags(flags.map((f, j) => (j === i ? event.target.checked : f)))
                  }
                  className="h-5 w-5 accent-[var(--color-brand)]"
                  data-testid={`promo-include-${i + 1}`}
                />
                {t("place", { place: i + 1 })}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="grid gap-3">
        <h3 className="font-semibold">{t("messages")}</h3>
        {error && (
          <p role="alert" className="text-sm text-[var(--color-danger)]" data-testid="promo-error">
            {errorMessage(error)}
          </p>
        )}
        {list.length === 0 && <p className="text-sm text-[var(--color-muted)]">{t("empty")}</p>}
        <ul className="grid gap-3">
          {list.map((entry, index) => {
            const name = templateName(entry.name);
            const message = result?.messages[index]?.message ?? "";
            const messageId = `${id}-message-${index}`;
            const copied = copiedKey === `entry-${index}`;
            const fields = Object.entries(entry.config.customFields ?? {});
            return (
              <li key={index} className={`${CARD} gap-3`} data-testid="promo-entry">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label htmlFor={messageId} className="font-semibold">
                    {name}
                  </label>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => void copy(`entry-${index}`, message)}
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
                    <button
                      type="button"
                      className={ICON_BUTTON}
                      onClick={() => setList((entries) => entries.filter((_, i) => i !== index))}
                      aria-label={t("remove", { name })}
                      title={t("remove", { name })}
                      data-testid="promo-remove"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
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
                          onChange={(event) =>
                            updateField(index, fieldName, { value: event.target.value })
                          }
                          className={textInput()}
                        />
                        {eyeButton(field.show, t("showField", { field: field.key }), () =>
                          updateField(index, fieldName, { show: !field.show }),
                        )}
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
          })}
        </ul>
      </div>

      <div className={CARD}>
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
                const options = pickerTemplates
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
              onClick={addPicked}
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
            onClick={() => openDialog("import")}
            data-testid="promo-open-import"
          >
            <FileInput aria-hidden="true" className="h-4 w-4" />
            {t("import.open")}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => openDialog("builder")}
            data-testid="promo-open-builder"
          >
            <Wrench aria-hidden="true" className="h-4 w-4" />
            {t("builder.open")}
          </button>
        </div>
      </div>

      <Suspense fallback={null}>
        {dialog.loaded.has("builder") && (
          <BuilderDialog open={dialog.open === "builder"} onClose={closeDialog} />
        )}
        {dialog.loaded.has("import") && (
          <ImportDialog open={dialog.open === "import"} onClose={closeDialog} />
        )}
      </Suspense>
    </section>
  );
}
