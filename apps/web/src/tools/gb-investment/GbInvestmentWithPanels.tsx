"use client";
import dynamic from "next/dynamic";
import { GbInvestmentPage, type GbInvestmentPageProps } from "./GbInvestmentPage";
import { LoadingNotice } from "./ui";

// The secure box and the promotion messages sit under the owner table and are not needed for the
// first interaction: their code (and the core's message templates) loads after
// the page is interactive instead of with it.
const OwnerPanels = dynamic(() => import("./OwnerPanels").then((m) => m.OwnerPanels), {
  ssr: false,
  loading: LoadingNotice,
});

/** The GB page with the secure box and promotion messages under the owner table. */
export function GbInvestmentWithPanels(props: GbInvestmentPageProps) {
  return <GbInvestmentPage {...props} ownerPanels={(slot) => <OwnerPanels {...slot} />} />;
}
