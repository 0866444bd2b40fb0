"use client";
/**
 * GB power-leveling plan (docs/tools/gb-power-leveling.md): one GB levelled from A to B in a row,
 * with per level the cost, the places at the thread rates, the owner's share, the FP production
 * collected, running totals, days of income and a copyable promotion message. The chosen GB's
 * levels are fetched on demand; every number comes from the core.
 */
import {
  RULES_PARAM,
  rulesPermalinkFields,
  useGbRules,
  type GbRules,
} from "@/platform/gb-rules/gb-rules";
import { GbRulesNotice } from "@/platform/gb-rules/GbRulesNotice";
import { useCallback, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useShallow } from "zustand/react/shallow";
import {
  computePowerLevelingPlan,
  type PowerLevelingRow,
} from "@foe-toolbox/core/gb-power-leveling";
import { DEFAULT_PROMOTION_TEMPLATES } from "@foe-toolbox/core/promotion-templates";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import { cardClass } from "@/ui/Card";
import { notify } from "@/lib/notify";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { isErrorFor, useErrorMessage } from "@/platform/calculator/errors";
import { useTool } from "@/platform/calculator/tool-contract";
import { runCalculation, useCalculation } from "@/platform/calculator/use-calculation";
import { DataLoadError, DataLoading } from "@/platform/gb-data/DataStatus";
import { GbSelect } from "@/platform/gb-data/GbSelect";
import { gbLevelsUrl, parseGbLevels } from "@/platform/gb-data/gb-levels-resource";
import { useJsonResource } from "@/platform/gb-data/use-json-resource";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import { asCardsFor, useGlobalSettings } from "@/platform/settings/global-store";
import {
  profilePromotionSettings,
  toPageSettings,
} from "@/tools/promotion-messages/promotion-settings";
import { useCopy } from "@/tools/promotion-messages/use-copy";
import { levelCopyKey, PlanResults } from "./PlanResults";
import { PlanSettings } from "./PlanSettings";
import { powerLevelingInput, withGb, type PowerLevelingState } from "./power-leveling-state";
import type { PowerLevelingGb } from "./server-data";
import { powerLevelingTool } from "./tool";

const CARD = cardClass();

// The message renderer is needed only when a message is copied: not in the page's first scripts.
const loadLevelMessage = () => import("./level-message").then((m) => m.levelMessage);

export function PowerLeveling({ gbs }: { gbs: PowerLevelingGb[] }) {
  const t = useTranslations("gbPowerLeveling");
  const errorMessage = useErrorMessage();
  const byKey = useMemo(() => new Map(gbs.map((g) => [g.key, g])), [gbs]);
  const maxLevelOf = useCallback((key: string) => byKey.get(key)?.maxLevel, [byKey]);
  const {
    value: saved,
    setValue,
    permalinkActive,
    keepPermalinkValues,
    query,
    shorten,
  } = useTool(powerLevelingTool, { context: maxLevelOf });
  // The rules are the "Great Building rules" setting (or a link's rules=prestige), as in every
  // GB tool (docs/tools/gb-prestige.md), not a value of this page.
  const gbRules = useGbRules(permalinkActive);
  const state = useMemo(() => ({ ...saved, rules: gbRules.rules }), [saved, gbRules.rules]);
  const gb = byKey.get(state.gb) ?? gbs[0]!;
  const resource = useJsonResource(gbLevelsUrl(gb.key), parseGbLevels);
  const levels = resource.status === "ready" ? resource.value : null;
  const producesFp = gb.fpProduction !== undefined;

  const { result, error, stale } = useCalculation(() => {
    if (!levels) return null;
    return {
      gb,
      plan: computePowerLevelingPlan(powerLevelingInput(state, levels, gb.fpProduction)),
    };
  }, [levels, state, gb]);

  const update = (change: (s: PowerLevelingState) => PowerLevelingState) =>
    setValue((s) => change(s));
  const fieldError = (field: string) => (isErrorFor(error, field) ? errorMessage(error) : null);
  const fromError = fieldError("fromLevel");
  const toError = fieldError("toLevel");
  // Errors of the fields are shown beside them; the others (unknown data…) above the plan.
  const FIELDS = ["fromLevel", "toLevel", "investorPercentages", "fpPerDay"];
  const otherError = FIELDS.some((field) => isErrorFor(error, field)) ? null : errorMessage(error);

  // The promotion message: the chosen template of the profile's list, with its page settings.
  const templates = useCurrentProfile((p) => p.promotionMessageList);
  const promotionSettings = useCurrentProfile(useShallow(profilePromotionSettings));
  const customShortName = useGlobalSettings((s) => s.customGbName[gb.key]);
  const shortName = customShortName?.trim() ? customShortName : gb.shortName;
  const template = templates[state.template] ?? templates[0] ?? DEFAULT_PROMOTION_TEMPLATES[0]!;
  const { copiedKey, copy } = useCopy();
  const copyLevel = async (row: PowerLevelingRow) => {
    const levelMessage = await loadLevelMessage();
    const outcome = runCalculation(levelMessage, {
      row,
      template,
      settings: toPageSettings(promotionSettings),
      gbName: result?.gb.name ?? gb.name,
      gbShortName: shortName,
    });
    if (!outcome.ok) {
      void notify("error", errorMessage(outcome.error) ?? "");
      return;
    }
    void copy(levelCopyKey(row.level), outcome.value);
  };

  const cardSetting = useGlobalSettings((s) => s.displayTableCard);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="gbpl-inputs" className={`${CARD} grid content-start gap-4`}>
        <h2 id="gbpl-inputs" className="text-lg font-semibold">
          {t("inputs")}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <Field id="gbpl-gb" label={t("gb")}>
            <GbSelect
              id="gbpl-gb"
              testId="gbpl-gb"
              options={gbs}
              value={gb.key}
              onChange={(key) => update((s) => withGb(s, key, maxLevelOf(key) ?? gb.maxLevel))}
            />
          </Field>
          <Field id="gbpl-from" label={t("fromLevel")} error={fromError}>
            <NumberInput
              id="gbpl-from"
              testId="gbpl-from"
              value={state.from}
              min={0}
              max={gb.maxLevel - 1}
              buttons
              invalid={Boolean(fromError)}
              describedBy={describedBy("gbpl-from", { error: fromError })}
              onChange={(v) => update((s) => ({ ...s, from: v }))}
            />
          </Field>
          <Field id="gbpl-to" label={t("toLevel", { max: gb.maxLevel })} error={toError}>
            <NumberInput
              id="gbpl-to"
              testId="gbpl-to"
              value={state.to}
              min={1}
              max={gb.maxLevel}
              buttons
              invalid={Boolean(toError)}
              describedBy={describedBy("gbpl-to", { error: toError })}
              onChange={(v) => update((s) => ({ ...s, to: v }))}
            />
          </Field>
        </div>
        <PlanSettings
          state={state}
          update={update}
          error={error}
          producesFp={producesFp}
          templates={templates}
        />
      </section>

      <section
        aria-labelledby="gbpl-results"
        className={`${CARD} grid min-w-0 content-start gap-4`}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gbpl-results" className="text-lg font-semibold">
            {t("results")}
          </h2>
          <PermalinkLink
            query={query}
            shorten={shorten}
            finish={(short) => withRulesParam(short, gbRules.rules)}
          />
        </div>
        {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
        <GbRulesNotice {...gbRules} testId="gbpl-rules-notice" />
        {resource.status === "loading" && <DataLoading label={t("loading", { gb: gb.name })} />}
        {resource.status === "error" && (
          <DataLoadError
            message={t("loadFailed", { gb: gb.name })}
            retryLabel={t("retry")}
            onRetry={resource.retry}
          />
        )}
        {resource.status === "ready" && otherError && (
          <p
            role="status"
            data-testid="gbpl-error"
            className="rounded-xl bg-[var(--color-brand-soft)] px-4 py-3"
          >
            {otherError}
          </p>
        )}
        {resource.status === "ready" && result && (
          <PlanResults
            plan={result.plan}
            gbName={result.gb.name}
            producesFp={result.gb.fpProduction !== undefined}
            asCards={asCardsFor(cardSetting)}
            stale={stale}
            copiedKey={copiedKey}
            onCopy={(row) => void copyLevel(row)}
          />
        )}
      </section>
    </div>
  );
}

/** The page's permalink with `rules=prestige` exactly when the page uses the Prestige rules. */
function withRulesParam(query: string, rules: GbRules): string {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  params.delete(RULES_PARAM);
  for (const [key, value] of Object.entries(rulesPermalinkFields(rules))) params.set(key, value);
  const text = params.toString();
  return query.startsWith("?") && text ? `?${text}` : text;
}
