"use client";
/** The current profile's entered levels of one GB, and the change that saves into the profile. */
import { useCallback } from "react";
import { updateCurrentProfile, useCurrentProfile } from "@/platform/profiles/profile-store";
import { changeEnteredLevel, type EnteredChange, type EnteredLevel } from "./entered-levels";

const NONE: Readonly<Record<string, EnteredLevel>> = {};

export function useEnteredLevels(gb: string): {
  entered: Readonly<Record<string, EnteredLevel>>;
  change: (level: number, change: EnteredChange) => void;
} {
  const entered = useCurrentProfile((p) => p.enteredLevels[gb]) ?? NONE;
  const change = useCallback(
    (level: number, next: EnteredChange) =>
      updateCurrentProfile((profile) => ({
        ...profile,
        enteredLevels: changeEnteredLevel(profile.enteredLevels, gb, level, next),
      })),
    [gb],
  );
  return { entered, change };
}
