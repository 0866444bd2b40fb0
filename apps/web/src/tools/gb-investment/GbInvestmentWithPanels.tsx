"use client";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import dynamic from "next/dynamic";
import { GbInvestmentPage, type GbInvestmentPageProps } from "./GbInvestmentPage";
import type { OwnerViewSlotProps } from "./owner-slot";
import { decodeLevelTable, type CompactLevelTable } from "./level-table";
import { LoadingNotice } from "./ui";
import { useNearOrIdle } from "./use-near-or-idle";

// The secure box and the promotion messages sit under the owner table and are not needed for the
// first interaction: they render when they come near the viewport or the page is idle
// (use-near-or-idle.ts). Their code is fetched as the page starts, as before, so no request
// starts late, after the page looked settled.
const loadPanels = () => import("./OwnerPanels");
const OwnerPanels = dynamic(() => loadPanels().then((m) => m.OwnerPanels), {
  ssr: false,
  loading: LoadingNotice,
});

export type GbInvestmentWithPanelsProps = Omit<
  GbInvestmentPageProps,
  "levels" | "bonuses" | "ownerPanels"
> & {
  /** The GB's level table as the server sends it (level-table.ts). */
  table: CompactLevelTable;
};

/** The GB page with the secure box and promotion messages under the owner table. */
export function GbInvestmentWithPanels({ table, ...props }: GbInvestmentWithPanelsProps) {
  // Decoded once per GB: the page is keyed by the GB and the table never changes during a visit.
  const { levels, bonuses } = useMemo(() => decodeLevelTable(table), [table]);
  // Kept here, not in the owner view, so that going back from the investors tab shows the panels
  // at once. A ref, not state: the panels' arrival redraws the panels, not the page
  // (docs/architecture.md, "Panels of the GB page").
  const shown = useRef(false);
  useEffect(() => void loadPanels(), []);
  const ownerPanels = useCallback(
    (slot: OwnerViewSlotProps) => <DeferredOwnerPanels slot={slot} shown={shown} />,
    [],
  );
  return (
    <GbInvestmentPage {...props} levels={levels} bonuses={bonuses} ownerPanels={ownerPanels} />
  );
}

/** The panels once they came near the viewport or the page was idle (or were shown before). */
function DeferredOwnerPanels({
  slot,
  shown,
}: {
  slot: OwnerViewSlotProps;
  shown: RefObject<boolean>;
}) {
  // Whether the panels were shown before in the page's life, as this component mounts.
  const [shownBefore] = useState(() => shown.current);
  const [placeholder, near] = useNearOrIdle<HTMLDivElement>(shownBefore);
  useEffect(() => {
    if (near) shown.current = true;
  }, [near, shown]);
  return near ? (
    <OwnerPanels {...slot} inSteps={!shownBefore} />
  ) : (
    // The notice the panels' loading shows, until they come near the viewport or idle time.
    <div ref={placeholder}>
      <LoadingNotice />
    </div>
  );
}
