"use client";
/**
 * Last-resort error page, shown when the error page itself failed (docs/site.md §21). It cannot
 * rely on the layout or translations, so it is self-contained and in English.
 */
import "./globals.css";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-[#fdf8f0] p-6 font-sans text-[#1f2328]">
        <main className="mx-auto max-w-xl rounded-2xl border border-[#e4dccd] bg-white p-6 shadow-sm">
          <h1 className="text-xl font-bold">An error occurred while showing the error page</h1>
          <p className="mt-2">
            Unfortunately an error occurred and while showing the error page another error occurred
          </p>
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer">Details</summary>
            <pre className="mt-2 overflow-auto whitespace-pre-wrap">
              {error.digest ?? error.message}
            </pre>
          </details>
          {/* A full page load: the client router may be what failed. */}
          <a href="/" className="mt-4 inline-block font-medium underline">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
