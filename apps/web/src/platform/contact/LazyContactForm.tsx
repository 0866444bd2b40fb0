"use client";
/**
 * The contact form as the page renders it: in the server's HTML, its code (the form library, the
 * rules, the bot check) loaded after the page's first scripts and hydrated after the rest of the
 * page (lib/hydrate-later.tsx). Its button stays disabled until then.
 */
import { hydrateLater } from "@/lib/hydrate-later";

export const LazyContactForm = hydrateLater(
  () => import("./ContactForm").then((m) => m.ContactForm),
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server build only
      (require("./ContactForm") as typeof import("./ContactForm")).ContactForm
    : undefined,
);
