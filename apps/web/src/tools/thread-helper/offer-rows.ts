/**
 * The rows of the offer list (docs/tools/thread-helper.md §4): each evaluated offer with its mark
 * and whether its GB's levels are still loading, sorted by profit (best first; offers without a
 * profit last, in the order of the thread).
 */
import type { EvaluatedOffer } from "@foe-toolbox/core/thread-helper/evaluate";
import { offerId, type OfferMark } from "./thread-helper-state";
import type { GbLevelsStatus } from "./use-thread-levels";

export interface OfferRow {
  /** Unique in the list (the same offer may be posted twice). */
  key: string;
  /** The offer's mark key. */
  id: string;
  offer: EvaluatedOffer;
  mark: OfferMark | null;
  levels: GbLevelsStatus;
}

export function offerRows(
  offers: readonly EvaluatedOffer[],
  marks: Readonly<Record<string, OfferMark>>,
  statusOf: (gb: string) => GbLevelsStatus,
): OfferRow[] {
  const rows = offers.map((offer, index) => {
    const id = offerId(offer);
    return {
      key: `${offer.line}-${index}`,
      id,
      offer,
      mark: Object.hasOwn(marks, id) ? marks[id]! : null,
      levels: statusOf(offer.gb),
    };
  });
  const profit = (row: OfferRow) => row.offer.profit ?? Number.NEGATIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => profit(b.row) - profit(a.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** Counts of the list's summary. */
export function markCounts(rows: readonly OfferRow[]): { taken: number; skipped: number } {
  return {
    taken: rows.filter((r) => r.mark === "taken").length,
    skipped: rows.filter((r) => r.mark === "skipped").length,
  };
}
