/** The server half of a part hydrated later (hydrate-later.tsx): in the page's HTML at once. */
import { Suspense, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { hydrateLater } from "./hydrate-later";

// Big enough that React moves a finished Suspense boundary out of the HTML's first chunk.
function Big({ label }: { label: string }) {
  return <p>{`${label} ${"x".repeat(20_000)}`}</p>;
}

async function html(Part: ComponentType<{ label: string }>): Promise<string> {
  const { prelude } = await prerender(
    <main>
      <Part label="part" />
      <p>after</p>
    </main>,
  );
  return new Response(prelude).text();
}

describe("hydrateLater on the server", () => {
  it("renders the part in place, inside an Activity boundary, with nothing streamed after", async () => {
    const text = await html(hydrateLater(() => Promise.resolve(Big), Big));
    expect(text).toMatch(/^<main><!--&--><p>part x+<\/p><!--\/&--><p>after<\/p><\/main>$/);
  });

  it("(the reason) the same part in a Suspense boundary is streamed after the page", async () => {
    const InSuspense = ({ label }: { label: string }) => (
      <Suspense fallback={null}>
        <Big label={label} />
      </Suspense>
    );
    const text = await html(InSuspense);
    expect(text).toContain("<!--$?-->");
    expect(text.indexOf("part x")).toBeGreaterThan(text.indexOf("after"));
  });
});
