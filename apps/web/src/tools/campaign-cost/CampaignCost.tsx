"use client";
/**
 * Campaign cost tool (docs/tools/campaign-cost.md): choose an age and a province, tick the
 * conquered sectors, read the goods still needed. The first load only carries the age select and
 * the loading state; the map data and the calculating part of the page are downloaded together.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { LoaderCircle } from "@/ui/icons/LoaderCircle";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { usePermalink } from "@/platform/calculator/permalink";
import { AgeSelect } from "./AgeSelect";
import { useCampaignTool } from "./load-data";
import { DEFAULT_SELECTION, readRawPermalink, type Selection } from "./selection";
import { HINT_CLASS, PANEL } from "./styles";

export function CampaignCost({ dataUrl, ages }: { dataUrl: string; ages: readonly AgeKey[] }) {
  const t = useTranslations("campaignCost");
  const { state, retry } = useCampaignTool(dataUrl);
  const raw = usePermalink(readRawPermalink);
  const [selection, setSelection] = useState<Selection | null>(null);

  if (state.status === "ready") {
    const { Ready, data } = state;
    return (
      <Ready data={data} ages={ages} raw={raw} selection={selection} onSelect={setSelection} />
    );
  }
  // A screen high, so the footer does not jump when the tables arrive (layout shift).
  return (
    <div className="grid min-h-[100svh] content-start gap-4">
      <div className={PANEL}>
        <AgeSelect
          ages={ages}
          value={(selection ?? (raw?.age === "all" ? { age: "all" } : DEFAULT_SELECTION)).age}
          onChange={setSelection}
        />
        <p className={`mt-3 ${HINT_CLASS}`}>{t("hint")}</p>
      </div>
      {state.status === "loading" ? (
        <p
          role="status"
          className={`${PANEL} flex items-center gap-2`}
          data-testid="campaign-loading"
        >
          <LoaderCircle aria-hidden="true" className="h-5 w-5 motion-safe:animate-spin" />
          {t("loading")}
        </p>
      ) : (
        <div
          role="alert"
          className={`${PANEL} flex flex-wrap items-center gap-3 text-[var(--color-danger)]`}
        >
          <span className="flex-1">{t("loadFailed")}</span>
          <button
            type="button"
            onClick={retry}
            className="min-h-10 rounded-lg border border-current px-3 font-medium"
          >
            {t("retry")}
          </button>
        </div>
      )}
    </div>
  );
}
