import "./globals.css";

// Reached only for paths the locale proxy does not handle (files with an extension).
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center bg-[var(--color-page)] p-6 text-center font-sans">
        <main>
          <h1 className="text-2xl font-bold">404</h1>
          <p className="mt-2">This page could not be found</p>
          <a href="/" className="mt-4 inline-block underline">
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
