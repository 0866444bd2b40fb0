/** The page's title card under the header (docs/site.md §3). */
import { cardClass } from "@/ui/Card";
export function Hero({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    // Tighter on phones, so that a tool's first inputs and results fit the first screen.
    <section className={cardClass("mx-auto mt-4 max-w-6xl max-sm:py-4", { padding: "page" })}>
      <h1 className="text-2xl font-bold tracking-tight text-[var(--color-brand-strong)] sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-[var(--color-muted)] max-sm:text-sm">{subtitle}</p>}
    </section>
  );
}
