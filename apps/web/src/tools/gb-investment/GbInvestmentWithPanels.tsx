"use client";
import { useMemo } from "react";
import dynamic from "next/dynamic";
import { GbInvestmentPage, type GbInvestmentPageProps } from "./GbInvestmentPage";
import { decodeLevelTable, type CompactLevelTable } from "./level-table";
import { LoadingNotice } from "./ui";

// The secure box and the promotion messages sit under the owner table and are not needed for the
// first interaction: their code (and the core's message templates) loads after
// the page is interactive instead of with it.
const OwnerPanels = dynamic(() => import("./OwnerPanels").then((m) => m.OwnerPanels), {
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
  return (
    <GbInvestmentPage
      {...props}
      levels={levels}
      bonuses={bonuses}
      ownerPanels={(slot) => <OwnerPanels {...slot} />}
    />
  );
}
