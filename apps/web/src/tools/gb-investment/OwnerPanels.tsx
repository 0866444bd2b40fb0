"use client";
/**
 * The panels under the GB owner table: the "secure a place" box (docs/tools/secure-position.md §5) and the
 * promotion messages. Both follow the displayed level (the box also the FP entered on it), share the owner view's Arc bonus and
 * "include in messages" flags, and add their values to the page's permalink. In permalink mode the
 * promotion settings come from the link and are not saved to the profile.
 *
 * They follow the owner view one frame behind (`useAfterPaint`): a level change redraws the
 * owner table first, at the input's priority, and the panels once the browser has painted it
 * (docs/architecture.md, "Panels of the GB page").
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAfterPaint, usePaintedOnce } from "@/lib/use-after-paint";
import { useShallow } from "zustand/react/shallow";
import { useCurrentProfile } from "@/platform/profiles/profile-store";
import {
  parsePromotionQuery,
  profilePromotionSettings,
  promotionPermalinkEntries,
  type PromotionSettings,
} from "@/tools/promotion-messages/promotion-settings";
import { PromotionMessagesPanel } from "@/tools/promotion-messages/PromotionMessagesPanel";
import { SecurePositionBox } from "@/tools/secure-position/SecurePositionBox";
import {
  parseSecurePositionQuery,
  securePositionPermalinkEntries,
} from "@/tools/secure-position/secure-position-state";
import { sumOf } from "./gb-state";
import type { OwnerViewSlotProps } from "./owner-slot";

export function OwnerPanels({
  inSteps = false,
  ...slot
}: OwnerViewSlotProps & {
  /** Mount the promotion messages a frame after the secure box (their first showing). */
  inSteps?: boolean;
}) {
  const deferred = useAfterPaint(slot);
  return <Panels {...deferred} inSteps={inSteps} />;
}

/** Renders again only for a new (late) slot: never in the input's own render. */
const Panels = memo(function Panels({
  inSteps,
  ...slot
}: OwnerViewSlotProps & { inSteps: boolean }) {
  const {
    permalinkParams,
    registerPermalinkParams,
    includePlaces,
    setIncludePlaces,
    setIncludeLocked,
  } = slot;
  const secureInitial = useMemo(
    () => (permalinkParams ? (parseSecurePositionQuery(permalinkParams) ?? undefined) : undefined),
    [permalinkParams],
  );
  const promotionLink = useMemo(
    () => (permalinkParams ? parsePromotionQuery(permalinkParams) : null),
    [permalinkParams],
  );
  const profileSettings = useCurrentProfile(useShallow(profilePromotionSettings));
  const [linkSettings, setLinkSettings] = useState<PromotionSettings | null>(null);
  useEffect(() => {
    if (promotionLink) setLinkSettings({ ...profileSettings, ...promotionLink.settings });
    if (promotionLink?.includePlaces) setIncludePlaces(promotionLink.includePlaces);
    // Applied once per opened link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promotionLink]);
  const settings = linkSettings ?? profileSettings;

  useEffect(() => {
    registerPermalinkParams("promotion", promotionPermalinkEntries(settings, includePlaces));
    return () => registerPermalinkParams("promotion", null);
  }, [settings, includePlaces, registerPermalinkParams]);
  useEffect(() => () => registerPermalinkParams("secure", null), [registerPermalinkParams]);
  // "Only secured places" computes the flags: the table's checkboxes follow it read-only.
  useEffect(() => {
    setIncludeLocked(settings.onlySecuredPlaces);
    return () => setIncludeLocked(false);
  }, [settings.onlySecuredPlaces, setIncludeLocked]);

  // Stable callbacks and arrays: the panels run effects on their props' identity.
  const setArcRef = useRef(slot.setYourArcBonus);
  setArcRef.current = slot.setYourArcBonus;
  const onArcBonusChange = useCallback((value: number) => setArcRef.current(value), []);
  const onSecureValues = useCallback(
    (values: Parameters<typeof securePositionPermalinkEntries>[0]) =>
      registerPermalinkParams(
        "secure",
        securePositionPermalinkEntries(values, { levelCost: false }),
      ),
    [registerPermalinkParams],
  );
  const levelRewards = slot.levels[slot.level - 1]?.reward;
  const prestige = slot.rules === "prestige";
  // Under Prestige the box computes the rewards from the level cost (docs/tools/gb-prestige.md).
  const rewards = useMemo(
    () => (prestige ? [] : (levelRewards?.map((r) => r.fp) ?? [])),
    [prestige, levelRewards],
  );
  // The gold boost (levels from 101 under Prestige) is set in the owner view's field of its tier.
  const gold = prestige && slot.placeCount > 5;
  // On their first showing, the promotion messages mount a frame after the secure box: mounted
  // together, the two made one long task of rendering, style and layout (docs/architecture.md,
  // "Panels of the GB page"). Shown before (back from the investors tab), both come at once.
  const promotionOn = usePaintedOnce(!inSteps);
  return (
    <div className="mt-6 grid gap-6">
      {slot.levelCost !== null && (
        <SecurePositionBox
          level={slot.level}
          levelCost={slot.levelCost}
          deposits={slot.ownerPreparation + sumOf(slot.investors)}
          placeRewards={rewards}
          rules={slot.rules}
          placeCount={slot.placeCount}
          yourArcBonus={gold ? slot.yourArcBonusGold : slot.yourArcBonus}
          arcBonusDisabled={slot.showSnipe || gold}
          onArcBonusChange={onArcBonusChange}
          initial={secureInitial}
          onValuesChange={onSecureValues}
        />
      )}
      {promotionOn && (
        <PromotionMessagesPanel
          gbKey={slot.gbKey}
          gbName={slot.gbName}
          gbShortName={slot.gbShortName}
          levels={slot.levels}
          level={slot.level}
          investorPercentages={slot.investorPercentages}
          investors={slot.investors}
          ownerPreparation={slot.ownerPreparation}
          rules={slot.rules}
          placeCount={slot.placeCount}
          {...(linkSettings ? { settings: linkSettings, onSettingsChange: setLinkSettings } : {})}
          includePlaces={includePlaces}
          onIncludePlacesChange={setIncludePlaces}
        />
      )}
    </div>
  );
});
