"use client";
/**
 * The contact form (docs/site.md §14) is in the server's HTML; its code (the form library, the
 * rules, the bot check) hydrates it from its own chunk, after the page's shell. Its fields take
 * typing before that, and its button stays disabled until the form runs (SubmitButton).
 */
import { lazy, Suspense } from "react";

const ContactForm = lazy(() => import("./ContactForm").then((m) => ({ default: m.ContactForm })));

export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <ContactForm />
    </Suspense>
  );
}
