/** Non-zero entries of a map (campaign rows list 0 for columns used but fully conquered). */
export function nonZero(map: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(map).filter(([, n]) => n !== 0));
}
