"use client";
/** The builder's placeholder lists and live previews. */
import { useId } from "react";
import { useTranslations } from "next-intl";
import { PROMOTION_MESSAGE_PLACEHOLDERS } from "@foe-toolbox/core/promotion-messages";

/** The message placeholders, with ${PV1}…${PV5} and ${PP1}…${PP5} shown once each as ${PVn} / ${PPn}. */
export const MESSAGE_PLACEHOLDER_KEYS = [
  ...PROMOTION_MESSAGE_PLACEHOLDERS.filter((k) => !/^P[VP]\d$/.test(k)),
  "PVn",
  "PPn",
];

export function Preview({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-1 text-sm">
      <span id={labelId} className="font-medium">
        {label}
      </span>
      <output
        aria-labelledby={labelId}
        className="min-h-10 rounded-lg bg-[var(--color-brand-soft)] px-3 py-2 font-mono whitespace-pre-wrap"
        data-testid={testId}
      >
        {value}
      </output>
    </div>
  );
}

/** Each placeholder with what it stands for. */
export function PlaceholderList({ keys }: { keys: readonly string[] }) {
  const t = useTranslations("promotionMessages.builder");
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-[var(--color-muted)]">
      {keys.map((key) => (
        <li key={key}>
          <code className="font-mono text-[var(--color-ink)]">{"${" + key + "}"}</code>{" "}
          {t(`placeholder.${key}`)}
        </li>
      ))}
    </ul>
  );
}
