"use client";
/**
 * Trade page (docs/tools/trade.md §6): two tabs, "2:1" and "Fair Trade", each with a short
 * explanation, the form version (route and offers) and the table version (worth in every age).
 */
import { useRef, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import type { AgeKey } from "@foe-toolbox/core/data/types";
import type { TradeMode } from "@foe-toolbox/core/trade";
import { PermalinkLink, PermalinkModeNotice } from "@/features/calculator/PermalinkLink";
import { TRADE_MODES } from "./trade-state";
import { usePart, useTradeState } from "./use-trade-state";
import { TradeForm } from "./TradeForm";
import { TradeTable } from "./TradeTable";

/** `goodsOf`: the names of each age's five goods, in the page's language. */
export function TradeTool({ goodsOf }: { goodsOf: Partial<Record<AgeKey, readonly string[]>> }) {
  const t = useTranslations("trade");
  const { tab, setTab, state, setState, query, permalinkActive, keepPermalinkValues, resetKey } =
    useTradeState();
  const setForm = usePart(setState, tab, "form");
  const setTable = usePart(setState, tab, "table");
  const tabs = useRef<Partial<Record<TradeMode, HTMLButtonElement | null>>>({});

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TRADE_MODES.indexOf(tab);
    const last = TRADE_MODES.length - 1;
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % TRADE_MODES.length
        : event.key === "ArrowLeft"
          ? (index + last) % TRADE_MODES.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const mode = TRADE_MODES[target]!;
    setTab(mode);
    tabs.current[mode]?.focus();
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label={t("tabs.label")}
          className="inline-flex rounded-xl border border-[var(--color-line)] bg-[var(--color-card)] p-1"
        >
          {TRADE_MODES.map((mode) => (
            <button
              key={mode}
              ref={(el) => {
                tabs.current[mode] = el;
              }}
              type="button"
              role="tab"
              id={`trade-tab-${mode}`}
              aria-selected={tab === mode}
              aria-controls={`trade-panel-${mode}`}
              tabIndex={tab === mode ? 0 : -1}
              onClick={() => setTab(mode)}
              onKeyDown={onTabKey}
              className={`h-10 min-w-20 rounded-lg px-4 font-medium ${
                tab === mode
                  ? "bg-[var(--color-brand-strong)] text-[var(--color-card)]"
                  : "hover:bg-[var(--color-brand-soft)]"
              }`}
            >
              {t(`tabs.${mode}`)}
            </button>
          ))}
        </div>
        <PermalinkLink query={query} />
      </div>
      {permalinkActive && <PermalinkModeNotice onKeep={keepPermalinkValues} />}
      <div
        role="tabpanel"
        id={`trade-panel-${tab}`}
        aria-labelledby={`trade-tab-${tab}`}
        className="grid gap-4"
      >
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
      </div>
    </div>
  );
}
