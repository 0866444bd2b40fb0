"use client";
/**
 * The secure-position calculator on a Great Building's level (docs/tools/secure-position.md §5,
 * docs/tools/gb-prestige.md): the GB and the level being built give the level cost (the data's or
 * the one the player entered, kept in the profile) and the places to target — the live table of
 * 5, or under Prestige the core's rewards from the cost, 7 places above level 100. A level the
 * data lacks asks for its cost (and, under live rules, its rewards).
 */
import { useTranslations } from "next-intl";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { PRESTIGE_RULES } from "@foe-toolbox/core/gb-prestige";
import { Field, describedBy } from "@/ui/Field";
import { NumberInput } from "@/ui/NumberInput";
import type { RawNumber } from "@/platform/calculator/draft-fields";
import { DataLoadError, DataLoading } from "@/platform/gb-data/DataStatus";
import { GbSelect } from "@/platform/gb-data/GbSelect";
import { gbLevelsUrl, parseGbLevels } from "@/platform/gb-data/gb-levels-resource";
import type { GbOption } from "@/platform/gb-data/gb-options";
import { useJsonResource } from "@/platform/gb-data/use-json-resource";
import { levelsToAsk } from "@/platform/gb-levels/entered-levels";
import { EnteredLevelFields } from "@/platform/gb-levels/EnteredLevelFields";
import { EnteredLevelsUsed } from "@/platform/gb-levels/EnteredLevelsUsed";
import { MissingLevels } from "@/platform/gb-levels/MissingLevels";
import { useEnteredLevels } from "@/platform/gb-levels/use-entered-levels";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import { secureLevelPlaces, type SecureLevelPlaces } from "./secure-gb-level";
import type {
  FieldValue,
  SecurePositionField,
  SecurePositionValues,
} from "./secure-position-state";

export interface SecureGbCalculatorProps {
  gb: GbOption;
  gbs: readonly GbOption[];
  /** The level being built, as typed. */
  level: RawNumber;
  /** The targeted place 1..7, 0 for none. */
  place: number;
  values: SecurePositionValues;
  rules: GbRules;
  onGbChange: (gb: string) => void;
  onLevelChange: (level: RawNumber) => void;
  onPlaceChange: (place: number) => void;
  onChange: (field: SecurePositionField, value: FieldValue) => void;
  onReset: () => void;
}

/** The Arc bonus label: under Prestige it names the boost of the level's tier. */
export function useArcBonusLabel(places: Pick<SecureLevelPlaces, "tier"> | null) {
  const t = useTranslations("securePosition");
  if (!places?.tier) return undefined;
  return places.tier === "gold"
    ? t("arcBonusGold", { firstGold: PRESTIGE_RULES.lastCopperLevel + 1 })
    : t("arcBonusCopper", { lastCopper: PRESTIGE_RULES.lastCopperLevel });
}

export function SecureGbCalculator({
  gb,
  gbs,
  level,
  place,
  values,
  rules,
  onGbChange,
  onLevelChange,
  onPlaceChange,
  onChange,
  onReset,
}: SecureGbCalculatorProps) {
  const t = useTranslations("securePosition");
  const tForecast = useTranslations("gbForecast");
  const resource = useJsonResource(gbLevelsUrl(gb.key), parseGbLevels);
  const { entered, change } = useEnteredLevels(gb.key);
  const lvl = level === "" ? 0 : level;
  const validLevel = Number.isInteger(lvl) && lvl >= 1 && lvl <= gb.maxLevel;
  const data = resource.status === "ready" ? resource.value : null;
  const own = validLevel ? entered[String(lvl)] : undefined;
  const places = data && validLevel ? secureLevelPlaces(data, lvl, own, rules) : null;
  const lacking = data && validLevel ? levelsToAsk(data, lvl, lvl, rules) : [];
  const missing =
    places && (places.cost === null || places.rewards === null) && lacking.length > 0 ? [lvl] : [];
  const rewards = places?.rewards?.slice(0, places.placeCount) ?? [];
  const selected = place >= 1 && place <= rewards.length ? place - 1 : null;
  const arcLabel = useArcBonusLabel(places);
  const levelError = level !== "" && !validLevel ? t("levelRange", { max: gb.maxLevel }) : null;

  const shown: SecurePositionValues = {
    ...values,
    levelCost: places?.cost ?? 0,
    fpTargetReward: selected === null ? 0 : rewards[selected]!,
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="sp-gb" label={t("gb")}>
          <GbSelect id="sp-gb" testId="sp-gb" options={gbs} value={gb.key} onChange={onGbChange} />
        </Field>
        <Field id="sp-level" label={t("level", { max: gb.maxLevel })} error={levelError}>
          <NumberInput
            id="sp-level"
            testId="sp-level"
            value={level}
            min={1}
            max={gb.maxLevel}
            buttons
            invalid={levelError !== null}
            describedBy={describedBy("sp-level", { error: levelError })}
            onChange={onLevelChange}
          />
        </Field>
      </div>
      {resource.status === "loading" && (
        <DataLoading label={tForecast("loading", { gb: gb.name })} />
      )}
      {resource.status === "error" && (
        <DataLoadError
          message={tForecast("loadFailed", { gb: gb.name })}
          retryLabel={tForecast("retry")}
          onRetry={resource.retry}
        />
      )}
      {lacking.length > 0 ? (
        <MissingLevels
          idPrefix="sp-entered"
          levels={lacking}
          missing={missing}
          entered={entered}
          withRewards={rules === "live"}
          onChange={change}
        />
      ) : (
        validLevel &&
        data && (
          <details
            className="rounded-xl border border-[var(--color-line)] px-3 py-2"
            open={own !== undefined}
          >
            <summary className="cursor-pointer text-sm font-medium">{t("enterLevel")}</summary>
            <div className="mt-2">
              <EnteredLevelFields
                idPrefix="sp-entered"
                level={lvl}
                entered={own}
                withRewards={rules === "live"}
                onChange={change}
              />
            </div>
          </details>
        )
      )}
      {own && <EnteredLevelsUsed levels={[lvl]} testId="sp-entered-used" />}
      <SecurePositionCalculator
        values={shown}
        onChange={onChange}
        onReset={onReset}
        levelCostReadOnly
        placeChoice={{
          rewards,
          selected,
          onSelect: (index) => onPlaceChange(index === null ? 0 : index + 1),
        }}
        arcBonusLabel={arcLabel}
        rules={rules}
      />
    </div>
  );
}
