/** Our own mark: an anvil under a spark, drawn for this site (no game artwork). */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#8a4b0f" />
      <path d="M14 30h30c0 5 3 8 8 8v3H40l-3 5h5v4H22v-4h5l-3-5c-6 0-10-4-10-11z" fill="#fdf8f0" />
      <path d="M40 10l2.5 7 7 2.5-7 2.5L40 29l-2.5-7-7-2.5 7-2.5z" fill="#f6c453" />
    </svg>
  );
}
