"use client";
/**
 * The page of one Great Building (docs/tools/gb-investment.md §4): bookmark, permalink, GB switcher,
 * guided tour, and the owner / investors views (the tab is remembered per GB).
 */
import { lazy, memo, Suspense, useCallback, useMemo, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { applyEnteredLevels } from "@/platform/gb-levels/entered-levels";
import { useEnteredLevels } from "@/platform/gb-levels/use-entered-levels";
import { useHeaderSlot } from "@/platform/shell/header-slot";
import type { GbListItem } from "./gb-list";
import type { GbTab } from "./gb-state";
import { LazyGbCardStart } from "./LazyGbCardStart";
import { OwnerView, type LevelBonusInfo } from "./OwnerView";
import type { EnteredLevelsInput } from "./owner-props";
import type { OwnerViewSlotProps } from "./owner-slot";
import { cardClass } from "@/ui/Card";
import { LoadingNotice } from "./ui";
import { useGbPageState } from "./use-gb-page-state";
import { useGbTour } from "./use-gb-tour";
import { TutorialButton } from "@/ui/TutorialButton";
import { Tabs, TabPanel } from "@/ui/Tabs";

// The header's GB selector on phones is mounted in the browser once the header runs (header-slot.ts).
const CompactSwitcher = lazy(() => import("./GbSwitcher").then((m) => ({ default: m.GbSwitcher })));

// The investors view is the second tab: its code loads when it is first shown.
const InvestorsView = dynamic(() => import("./InvestorsView").then((m) => m.InvestorsView), {
  loading: LoadingNotice,
});

export interface GbInvestmentPageProps extends LevelBonusInfo {
  gbKey: string;
  gbName: string;
  gbShortName: string;
  /** This GB's level table only. */
  levels: readonly GbLevel[];
  /** Every GB as key, age and localised name (for the switcher). */
  gbs: readonly GbListItem[];
  /** Panels mounted under the owner table (see owner-slot.ts). */
  ownerPanels?: (props: OwnerViewSlotProps) => ReactNode;
}

export function GbInvestmentPage(props: GbInvestmentPageProps) {
  const { gbKey, gbName, gbShortName, levels, gbs } = props;
  const t = useTranslations("gbInvestment");
  const page = useGbPageState(gbKey, levels);
  const { state, update } = page;
  const tab = state.settings.tab;
  // The levels as the game shows them to this player: entered costs and rewards replace the data's.
  const { entered: enteredValues, change: changeEntered } = useEnteredLevels(gbKey);
  const applied = useMemo(() => applyEnteredLevels(levels, enteredValues), [levels, enteredValues]);
  const entered = useMemo<EnteredLevelsInput>(
    () => ({
      dataLevels: levels,
      values: enteredValues,
      used: applied.used,
      change: changeEntered,
    }),
    [levels, enteredValues, applied.used, changeEntered],
  );
  // The header's parts keep their props between renders, so that a change of the tool's values
  // redraws the views, not them (docs/architecture.md, "Redraws").
  const setTab = useCallback(
    (value: GbTab) => update((s) => ({ ...s, settings: { ...s.settings, tab: value } })),
    [update],
  );
  const tabs = useMemo<{ value: GbTab; label: string }[]>(
    () => [
      { value: 0, label: t("page.ownerView") },
      { value: 1, label: t("page.investorsView") },
    ],
    [t],
  );
  const runTour = useGbTour(useCallback(() => setTab(0), [setTab]));
  const startTour = useCallback(() => void runTour(), [runTour]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <HeaderSwitcher gbKey={gbKey} gbs={gbs} />
      <div className={cardClass("flex flex-wrap items-end gap-3")}>
        <LazyGbCardStart gbKey={gbKey} gbs={gbs} />
        <span data-tour="permalink">
          <PermalinkLink {...page.permalink} />
        </span>
        <TutorialButton onClick={startTour} label={t("page.tutorial")} testId="gb-tutorial" />
      </div>
      {page.permalinkActive && <PermalinkModeNotice onKeep={page.keepPermalinkValues} />}
      <Tabs
        items={tabs}
        value={tab}
        onChange={setTab}
        idPrefix="gb"
        label={t("page.views")}
        variant="folder"
        tourId="tabs"
      />
      <TabPanel idPrefix="gb" value={tab}>
        {tab === 0 ? (
          <OwnerView
            gbKey={gbKey}
            gbName={gbName}
            gbShortName={gbShortName}
            levels={applied.levels}
            entered={entered}
            rules={page.rules}
            bonuses={props.bonuses}
            percentKinds={props.percentKinds}
            state={state}
            update={update}
            includePlaces={page.includePlaces}
            setIncludePlaces={page.setIncludePlaces}
            includeLocked={page.includeLocked}
            setIncludeLocked={page.setIncludeLocked}
            permalinkParams={page.permalinkParams}
            registerPermalinkParams={page.registerPermalinkParams}
          >
            {props.ownerPanels}
          </OwnerView>
        ) : (
          <InvestorsView
            gbName={gbName}
            levels={applied.levels}
            entered={entered}
            rules={page.rules}
            state={state}
            update={update}
            resetKey={page.resetKey}
          />
        )}
      </TabPanel>
    </div>
  );
}

/**
 * The GB selector in the header on phones. Its own component: the header's slot arrives after
 * hydration, and that redraws this, not the page; memoised, as a level change does not concern it
 * (its list holds every GB) (docs/architecture.md, "Redraws").
 */
const HeaderSwitcher = memo(function HeaderSwitcher({
  gbKey,
  gbs,
}: {
  gbKey: string;
  gbs: readonly GbListItem[];
}) {
  const headerSlot = useHeaderSlot();
  return headerSlot
    ? createPortal(
        <Suspense fallback={null}>
          <CompactSwitcher gbKey={gbKey} gbs={gbs} compact />
        </Suspense>,
        headerSlot,
      )
    : null;
});
