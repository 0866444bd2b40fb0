"use client";
/**
 * The campaign tool once the map is loaded: province select, permalink, conquered state and the
 * table. Loaded on demand together with the map data, so none of it weighs on the first load.
 */
import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { TriangleAlert } from "@/ui/icons/TriangleAlert";
import { computeCampaignCost } from "@foe-toolbox/core/campaign-cost-engine";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { Field } from "@/ui/Field";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { useCalculation } from "@/platform/calculator/use-calculation";
import { useErrorMessage } from "@/platform/calculator/errors";
import { AgeSelect } from "./AgeSelect";
import { CampaignTable } from "./CampaignTable";
import type { CompactCampaignData } from "./compact-data";
import { parsePermalink, resolveScope } from "./campaign-state";
import { DEFAULT_SELECTION, type RawPermalink, type Selection } from "./selection";
import { HINT_CLASS, PANEL, SELECT_CLASS } from "./styles";
import { useConquered } from "./use-conquered";
import { findAge, provincesByName, scopeHasUnknownCost } from "./view-helpers";

// Here rather than in load-data.ts, so that the core's campaign code stays out of the first load.
export { prepareCampaignData } from "@foe-toolbox/core/campaign-cost-engine";

export interface CampaignReadyProps {
  data: CompactCampaignData;
  ages: readonly AgeKey[];
  raw: RawPermalink | null;
  /** `null` until the player chooses: the permalink's (or the default) scope is shown meanwhile. */
  selection: Selection | null;
  onSelect: (s: Selection) => void;
}

export function CampaignReady({ data, ages, raw, selection, onSelect }: CampaignReadyProps) {
  const t = useTranslations("campaignCost");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const permalink = useMemo(() => (raw ? parsePermalink(data, raw) : null), [data, raw]);
  const scope = resolveScope(data, selection ?? permalink?.selection ?? DEFAULT_SELECTION);
  const scopeProvince = scope.age === "all" ? undefined : scope.province;
  const { conquered, set, permalinkActive, keepPermalinkValues, query, shorten } = useConquered(
    data,
    scope,
  );
  const { result: view, error } = useCalculation(
    () => computeCampaignCost({ scope, conquered, data }),
    [data, scope.age, scopeProvince, conquered],
  );
  const age = scope.age === "all" ? undefined : findAge(data, scope.age);
  const provinces = useMemo(() => (age ? provincesByName(age, locale) : []), [age, locale]);

  return (
    <div className="grid gap-4">
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
      <div className={PANEL}>
        <div className="grid gap-4 sm:grid-cols-2">
          <AgeSelect ages={ages} value={scope.age} onChange={onSelect} />
          {scope.age !== "all" && (
            <Field id="campaign-province" label={t("province")}>
              <select
                id="campaign-province"
                className={SELECT_CLASS}
                value={scope.province}
                onChange={(e) => onSelect({ age: scope.age, province: e.target.value })}
              >
                <option value="all">{t("allProvinces")}</option>
                {provinces.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className={HINT_CLASS}>{t("hint")}</p>
          <PermalinkLink query={query} shorten={shorten} />
        </div>
      </div>
      {scopeHasUnknownCost(data, scope) && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("unknownCost")}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-[var(--color-danger)]">
          {errorMessage(error)}
        </p>
      )}
      {view && (
        <CampaignTable view={view} scope={scope} data={data} onSet={set} onNavigate={onSelect} />
      )}
    </div>
  );
}
