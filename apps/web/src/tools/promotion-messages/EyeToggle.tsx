"use client";
/** Shows or hides a part of the messages (eye open / closed), as a pressed-state icon button. */
import { Eye } from "@/ui/icons/Eye";
import { EyeOff } from "@/ui/icons/EyeOff";
import { IconButton } from "@/ui/IconButton";

export function EyeToggle({
  shown,
  label,
  onToggle,
  testId,
}: {
  shown: boolean;
  label: string;
  onToggle: () => void;
  testId?: string;
}) {
  return (
    <IconButton aria-pressed={shown} label={label} onClick={onToggle} testId={testId}>
      {shown ? (
        <Eye aria-hidden="true" className="h-4 w-4" />
      ) : (
        <EyeOff aria-hidden="true" className="h-4 w-4" />
      )}
    </IconButton>
  );
}
