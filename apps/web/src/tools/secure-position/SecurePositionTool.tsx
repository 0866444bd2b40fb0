"use client";
/**
 * The standalone "Secure position" page (docs/tools/secure-position.md §2–§6). Only the Arc bonus
 * is remembered (the profile's `yourArcBonus`, shared with the GB tools); the other fields start
 * at their defaults on every visit. A link with `sp_*` keys opens in permalink mode: its values are
 * shown and nothing is saved until the player keeps them.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { PermalinkLink, PermalinkModeNotice } from "@/platform/calculator/PermalinkLink";
import { encodePermalink, usePermalink } from "@/platform/calculator/permalink";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { SecurePositionCalculator } from "./SecurePositionCalculator";
import {
  defaultSecurePositionValues,
  isValidArcBonus,
  parseSecurePositionQuery,
  securePositionPermalinkEntries,
  type FieldValue,
  type SecurePositionField,
  type SecurePositionQueryValues,
  type SecurePositionValues,
} from "./secure-position-state";
import { useArcBonusField } from "./use-arc-bonus-field";
import { cardClass } from "@/ui/Card";

export function SecurePositionTool() {
  const permalink = usePermalink(parseSecurePositionQuery);
  // The query is read after mount; a link's values start a fresh state.
  return <SecurePositionPage key={permalink ? "permalink" : "profile"} permalink={permalink} />;
}

function saveArcBonus(value: number) {
  updateCurrentProfile((profile) => ({ ...profile, yourArcBonus: value }));
}

function SecurePositionPage({ permalink }: { permalink: SecurePositionQueryValues | null }) {
  const t = useTranslations("securePosition");
  const [permalinkMode, setPermalinkMode] = useState(permalink !== null);
  const profileArcBonus = useCurrentProfile((p) => p.yourArcBonus);
  const arcBonus = useArcBonusField(
    profileArcBonus,
    permalinkMode ? null : saveArcBonus,
    permalink?.yourArcBonus ?? null,
  );
  const [fields, setFields] = useState<SecurePositionValues>(() => ({
    ...defaultSecurePositionValues(profileArcBonus),
    ...permalink,
  }));
  const values: SecurePositionValues = { ...fields, yourArcBonus: arcBonus.value };

  const onChange = (field: SecurePositionField, value: FieldValue) => {
    if (field === "yourArcBonus") arcBonus.change(value);
    else setFields((previous) => ({ ...previous, [field]: value }));
  };
  const onReset = () => {
    setFields(defaultSecurePositionValues(profileArcBonus));
    arcBonus.reset();
  };
  const keepValues = () => {
    if (isValidArcBonus(arcBonus.value)) {
      saveArcBonus(arcBonus.value);
      arcBonus.reset();
    }
    setPermalinkMode(false);
  };

  return (
    <div className="grid gap-4">
      {permalinkMode && <PermalinkModeNotice onKeep={keepValues} />}
      <section aria-label={t("inputs")} className={cardClass("grid gap-4")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="max-w-3xl text-sm text-[var(--color-muted)]">{t("intro")}</p>
          <PermalinkLink query={encodePermalink(securePositionPermalinkEntries(values))} />
        </div>
        <SecurePositionCalculator values={values} onChange={onChange} onReset={onReset} />
      </section>
    </div>
  );
}
