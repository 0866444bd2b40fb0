import { TriangleAlert } from "@/ui/icons/TriangleAlert";
import { AppLink } from "./AppLink";
import { cardClass } from "@/ui/Card";

/** Large icon, status code and message, with the way back home (docs/site.md §15). */
export function ErrorView({
  statusCode,
  title,
  message,
  homeLabel,
  retry,
  details,
}: {
  statusCode: number;
  title: string;
  message: string;
  homeLabel: string;
  retry?: { label: string; onClick: () => void };
  details?: string;
}) {
  return (
    <section
      className={cardClass(
        "mx-auto mt-8 grid max-w-xl justify-items-center gap-3 p-8 text-center",
        { padding: "none" },
      )}
    >
      <TriangleAlert aria-hidden="true" className="h-16 w-16 text-[var(--color-brand)]" />
      <p className="text-4xl font-bold" data-testid="error-status">
        {statusCode}
      </p>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-[var(--color-muted)]">{message}</p>
      {details && <p className="text-xs text-[var(--color-muted)]">{details}</p>}
      <div className="mt-2 flex gap-3">
        {retry && (
          <button
            type="button"
            onClick={retry.onClick}
            className="rounded-lg border border-[var(--color-line)] px-4 py-2 font-medium"
          >
            {retry.label}
          </button>
        )}
        <AppLink
          href="/"
          className="rounded-lg bg-[var(--color-brand)] px-4 py-2 font-medium text-[var(--color-card)]"
        >
          {homeLabel}
        </AppLink>
      </div>
    </section>
  );
}
