"use client";
/**
 * The offers found in the thread (docs/tools/thread-helper.md §4): a table, or cards on a phone.
 * The profit says gain or loss in words and with an arrow, not by colour alone; the check is a
 * translated flag explained on demand; each offer can be marked taken or skipped.
 */
import { useFormatter, useTranslations } from "next-intl";
import { X } from "@/ui/icons/X";
import { ArrowDown } from "@/ui/icons/ArrowDown";
import { ArrowLeftRight } from "@/ui/icons/ArrowLeftRight";
import { ArrowUp } from "@/ui/icons/ArrowUp";
import { Check } from "@/ui/icons/Check";
import { DataTable, type DataColumn } from "@/ui/DataTable";
import { InfoTip } from "@/ui/InfoTip";
import { useMediaQuery } from "@/ui/use-media-query";
import type { OfferRow } from "./offer-rows";
import type { OfferMark } from "./thread-helper-state";

export function OfferTable({
  rows,
  gbName,
  onMark,
}: {
  rows: readonly OfferRow[];
  gbName: (gb: string) => string;
  onMark: (id: string, mark: OfferMark | null) => void;
}) {
  const t = useTranslations("threadHelper");
  const format = useFormatter();
  const wide = useMediaQuery("(min-width: 768px)");
  const fp = (value: number | null) => (value === null ? "–" : format.number(value));

  const columns: DataColumn<OfferRow>[] = [
    { key: "level", label: t("level"), cell: (r) => r.offer.level ?? "–" },
    { key: "place", label: t("place"), cell: (r) => r.offer.place },
    { key: "amount", label: t("amount"), cell: (r) => fp(r.offer.amount) },
    { key: "reward", label: t("reward"), cell: (r) => fp(r.offer.reward) },
    { key: "back", label: t("back"), cell: (r) => fp(r.offer.boostedReward) },
    { key: "profit", label: t("profit"), cell: (r) => <Profit value={r.offer.profit} /> },
    {
      key: "rate",
      label: t("rate"),
      cell: (r) =>
        r.offer.rate === null
          ? "–"
          : format.number(r.offer.rate, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    },
    { key: "check", label: t("check"), cell: (r) => <CheckFlag row={r} /> },
    {
      key: "mark",
      label: t("mark"),
      cell: (r) => <MarkButtons row={r} gb={gbName(r.offer.gb)} onMark={onMark} />,
    },
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.key}
      rowHeader={(r) => gbName(r.offer.gb)}
      rowHeaderLabel={t("gb")}
      cardTitle={(r) =>
        t("cardTitle", {
          gb: gbName(r.offer.gb),
          level: r.offer.level ?? "–",
          place: r.offer.place,
        })
      }
      columns={columns}
      caption={t("offersCaption")}
      asCards={!wide}
      testId="thread-offers"
      minWidth="min-w-[52rem]"
    />
  );
}

function Profit({ value }: { value: number | null }) {
  const t = useTranslations("threadHelper");
  const format = useFormatter();
  if (value === null) return "–";
  const amount = format.number(Math.abs(value));
  const label =
    value > 0 ? t("gain", { value: amount }) : value < 0 ? t("loss", { value: amount }) : t("even");
  const Icon = value > 0 ? ArrowUp : value < 0 ? ArrowDown : ArrowLeftRight;
  const colour =
    value > 0
      ? "text-[var(--color-accent)]"
      : value < 0
        ? "text-[var(--color-danger)]"
        : "text-[var(--color-muted)]";
  return (
    <span
      className={`inline-flex items-center gap-0.5 font-medium whitespace-nowrap ${colour}`}
      data-testid="thread-profit"
      data-value={value}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true">{value > 0 ? `+${amount}` : value < 0 ? `−${amount}` : "0"}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function CheckFlag({ row }: { row: OfferRow }) {
  const t = useTranslations("threadHelper");
  // While the GB's levels load the core cannot know them yet: say so instead of "unknown GB".
  if (row.offer.check === "unknownGb" && row.levels !== "ready") {
    return (
      <span className="text-[var(--color-muted)]" data-testid="thread-check" data-check="loading">
        {row.levels === "loading" ? t("levelsLoading") : t("levelsFailed")}
      </span>
    );
  }
  const check = row.offer.check;
  return (
    <span
      data-testid="thread-check"
      data-check={check}
      className={check === "ok" ? "" : "font-medium text-[var(--color-danger)]"}
    >
      <InfoTip content={t(`checkHelp.${check}`)} align="end">
        {t(`checks.${check}`)}
      </InfoTip>
    </span>
  );
}

function MarkButtons({
  row,
  gb,
  onMark,
}: {
  row: OfferRow;
  gb: string;
  onMark: (id: string, mark: OfferMark | null) => void;
}) {
  const t = useTranslations("threadHelper");
  const button = (mark: OfferMark) => {
    const on = row.mark === mark;
    const Icon = mark === "taken" ? Check : X;
    return (
      <button
        type="button"
        aria-pressed={on}
        aria-label={t(mark === "taken" ? "markTakenLabel" : "markSkippedLabel", {
          gb,
          place: row.offer.place,
          level: row.offer.level ?? "–",
        })}
        data-testid={`thread-mark-${mark}`}
        onClick={() => onMark(row.id, on ? null : mark)}
        className={`inline-flex min-h-10 items-center gap-1 rounded-lg border px-2 text-sm ${
          on
            ? "border-[var(--color-brand)] bg-[var(--color-brand-soft)] font-semibold"
            : "border-[var(--color-line)]"
        }`}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {t(mark === "taken" ? "taken" : "skipped")}
      </button>
    );
  };
  return (
    <span className="inline-flex gap-1" data-testid="thread-mark" data-mark={row.mark ?? ""}>
      {button("taken")}
      {button("skipped")}
    </span>
  );
}
