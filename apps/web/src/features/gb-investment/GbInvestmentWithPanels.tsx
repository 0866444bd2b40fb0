"use client";
import { GbInvestmentPage, type GbInvestmentPageProps } from "./GbInvestmentPage";
import { OwnerPanels } from "./OwnerPanels";

/** The GB page with the secure box and promotion messages under the owner table. */
export function GbInvestmentWithPanels(props: GbInvestmentPageProps) {
  return <GbInvestmentPage {...props} ownerPanels={(slot) => <OwnerPanels {...slot} />} />;
}
