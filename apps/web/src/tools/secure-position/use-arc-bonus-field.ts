"use client";
/**
 * The Arc bonus field of the secure-position tool. Its value lives outside the tool (the profile's
 * `yourArcBonus`, or the GB owner view's): valid edits are handed to `save` so that every tool
 * sees them; while there is nowhere to save (permalink mode, uncontrolled box) or the text is not
 * a valid bonus yet, the edit stays a local draft.
 */
import { useCallback, useState } from "react";
import { isValidArcBonus, type FieldValue } from "./secure-position-state";

export interface ArcBonusField {
  value: FieldValue;
  change: (value: FieldValue) => void;
  /** Drops the draft: the field shows the outside value again. */
  reset: () => void;
}

export function useArcBonusField(
  source: number,
  save: ((value: number) => void) | null,
  initialDraft: FieldValue | null = null,
): ArcBonusField {
  const [draft, setDraft] = useState<FieldValue | null>(initialDraft);
  const change = useCallback(
    (value: FieldValue) => {
      if (save && isValidArcBonus(value)) {
        save(value);
        setDraft(null);
      } else {
        setDraft(value);
      }
    },
    [save],
  );
  const reset = useCallback(() => setDraft(null), []);
  return { value: draft ?? source, change, reset };
}
