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
 * in the panel (all true again when the level changes). Places an investor already took are left
 * out until the player puts them back, place by place, for the level shown. For permalink mode pass `settings` /
 * `onSettingsChange` (start from `parsePromotionQuery`, write the link with
 * `promotionPermalinkEntries`); to share the include flags with the owner table pass
 * `includePlaces` / `onIncludePlacesChange` (with "only secured places" on, the computed flags are
 * handed back through `onIncludePlacesChange`).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useShallow } from "zustand/react/shallow";
import {
  buildGbPromotionPage,
  type PromotionTemplate,
  type PromotionTemplateConfig,
} from "@foe-toolbox/core/promotion-messages";
import type { Investor } from "@foe-toolbox/core/gb-investment";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { useErrorMessage } from "@/platform/calculator/errors";
import { runCalculation, useCalculation } from "@/platform/calculator/use-calculation";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { useGlobalSettings } from "@/platform/settings/global-store";
import {
  ALL_PLACES_INCLUDED,
  PLACE_COUNT,
  profilePromotionSettings,
  toPageSettings,
  withPromotionSettings,
  type PromotionSettings,
} from "./promotion-settings";
import { DEFAULT_TEMPLATE_CHOICES } from "./default-templates";
import {
  listedTaken,
  placeChoices,
  placeFlags,
  placeOptions,
  togglePlace,
  type TakenChoice,
} from "./place-choice";
import { pagePreviewSource } from "./previews";
import { buildTemplateSamples } from "./samples";
import { PromotionEntry } from "./PromotionEntry";
import { PromotionSettingsCard } from "./PromotionSettingsCard";
import { TemplatePicker, type PickerTemplate } from "./TemplatePicker";
import { useCopy } from "./use-copy";
import { useTemplateName } from "./template-name";

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
  /** Thread rate of each place in % (5 or 7 numbers, as in the owner view). */
  investorPercentages: number[];
  /** Rule set of the rewards (default live: 5 places). */
  rules?: GbRules;
  /** Number of places of the level (5 or 7); default: as many as the core's result has. */
  placeCount?: number;
  /** FP other players already paid in. */
  investors: Investor[];
  /** FP the owner already paid in. */
  ownerPreparation: number;
  /** Controlled settings; default: the current profile's. */
  settings?: PromotionSettings;
  onSettingsChange?: (settings: PromotionSettings) => void;
  /** Controlled "include in copy boxes" flags of the places; default: kept in the panel. */
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
  rules,
  placeCount,
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

  // Include flags: back to all places when the level changes (docs/tools/gb-investment.md 4.1).
  const [localInclude, setLocalInclude] = useState({ level, flags: ALL_PLACES_INCLUDED });
  const flags =
    controlledInclude ?? (localInclude.level === level ? localInclude.flags : ALL_PLACES_INCLUDED);
  const setFlags = (next: boolean[]) => {
    setLocalInclude({ level, flags: next });
    onIncludePlacesChange?.(next);
  };
  // Taken places put back in the messages: for the level they were chosen on only.
  const [takenChoice, setTakenChoice] = useState<TakenChoice>({ level, listed: [] });
  const takenBack = listedTaken(takenChoice, level);

  const levelInput = {
    levels,
    level,
    investorPercentages,
    investors,
    ownerPreparation,
    ...placeOptions(flags, takenBack),
    onlySecuredPlaces: settings.onlySecuredPlaces,
    gbName,
    gbShortName: shortName,
    ...(rules ? { rules } : {}),
  };
  const pageSettings = toPageSettings(settings);
  const levelKey = JSON.stringify([
    level,
    investorPercentages,
    investors,
    ownerPreparation,
    flags,
    takenBack,
    rules,
    gbName,
    shortName,
  ]);
  const settingsKey = JSON.stringify(settings);
  const { result, error, stale } = useCalculation(
    () => buildGbPromotionPage({ ...levelInput, settings: pageSettings, templates: list }),
    [levels, levelKey, settingsKey, list],
  );
  const count = placeCount ?? result?.includePlaces.length ?? PLACE_COUNT;
  const choices = placeChoices(stale ? null : result, flags, count);
  const choosePlace = (choice: (typeof choices)[number], checked: boolean) => {
    const next = togglePlace({ include: flags, taken: takenBack }, choice, checked);
    if (choice.taken) setTakenChoice({ level, listed: next.taken });
    if (next.include.some((v, i) => v !== flags[i])) setFlags(next.include);
  };
  // The builder and import dialogs preview templates on this level.
  const context = stale ? undefined : result?.context;
  const preview = useMemo(() => (context ? pagePreviewSource(context) : undefined), [context]);

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

  const pickerTemplates = useMemo<PickerTemplate[]>(
    () => [
      ...DEFAULT_TEMPLATE_CHOICES.map(({ value, template }) => ({
        value,
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

      <PromotionSettingsCard
        id={id}
        settings={settings}
        setSettings={setSettings}
        shortName={shortName}
        choices={choices}
        onChoose={choosePlace}
        onResetFlags={() => setFlags(placeFlags([], count))}
      />

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
            const message = result?.messages[index]?.message ?? "";
            return (
              <PromotionEntry
                key={index}
                messageId={`${id}-message-${index}`}
                name={templateName(entry.name)}
                entry={entry}
                message={message}
                copied={copiedKey === `entry-${index}`}
                onCopy={() => void copy(`entry-${index}`, message)}
                onRemove={() => setList((entries) => entries.filter((_, i) => i !== index))}
                onField={(fieldName, change) => updateField(index, fieldName, change)}
              />
            );
          })}
        </ul>
      </div>

      <TemplatePicker
        id={id}
        templates={pickerTemplates}
        samples={samples}
        picked={picked}
        setPicked={setPicked}
        onAdd={addPicked}
        onOpen={openDialog}
      />

      <Suspense fallback={null}>
        {dialog.loaded.has("builder") && (
          <BuilderDialog open={dialog.open === "builder"} onClose={closeDialog} preview={preview} />
        )}
        {dialog.loaded.has("import") && (
          <ImportDialog open={dialog.open === "import"} onClose={closeDialog} preview={preview} />
        )}
      </Suspense>
    </section>
  );
}
