"use client";
/**
 * Trade page (docs/tools/trade.md §6): two tabs, "2:1" and "Fair Trade", each with a short
 * explanation, the form version (route and offers) and the table version (worth in every age).
 */
import { useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { Tabs, TabPanel } from "@/ui/Tabs";
import { TRADE_MODES } from "./trade-state";
import { usePart, useTradeState } from "./use-trade-state";
import { TradeForm } from "./TradeForm";
import { TradeTable } from "./TradeTable";

/** `goodsOf`: the names of each age's five goods, in the page's language. */
export function TradeTool({ goodsOf }: { goodsOf: Partial<Record<AgeKey, readonly string[]>> }) {
  const t = useTranslations("trade");
  const {
    tab,
    setTab,
    state,
    setState,
    query,
    shorten,
    permalinkActive,
    keepPermalinkValues,
    resetKey,
  } = useTradeState();
  const setForm = usePart(setState, tab, "form");
  const setTable = usePart(setState, tab, "table");
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs
          items={TRADE_MODES.map((mode) => ({ value: mode, label: t(`tabs.${mode}`) }))}
          value={tab}
          onChange={setTab}
          idPrefix="trade"
          label={t("tabs.label")}
        />
        <PermalinkLink query={query} shorten={shorten} />
      </div>
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
      <TabPanel idPrefix="trade" value={tab} className="grid gap-4">
        <p className="max-w-3xl text-[var(--color-muted)]">{t(`explanation.${tab}`)}</p>
        <TradeForm
          key={`form-${tab}`}
          mode={tab}
          state={state[tab].form}
          setState={setForm}
          resetKey={resetKey}
        />
        <TradeTable
          key={`table-${tab}`}
          mode={tab}
          state={state[tab].table}
          setState={setTable}
          resetKey={resetKey}
          goodsOf={goodsOf}
        />
      </TabPanel>
    </div>
  );
}
