/** When a survey takes responses. */

export interface Schedule {
  active: boolean;
  opensAt?: string | null;
  closesAt?: string | null;
}

/** Open: active, and `now` within [opensAt, closesAt) where a missing bound is unbounded. */
export function isOpen({ active, opensAt, closesAt }: Schedule, now: Date): boolean {
  if (!active) return false;
  if (opensAt && Date.parse(opensAt) > now.getTime()) return false;
  if (closesAt && Date.parse(closesAt) <= now.getTime()) return false;
  return true;
}
