import { test as base, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MESSAGES = join(dirname(fileURLToPath(import.meta.url)), "../../apps/web/src/messages");

export const LOCALES = ["en", "cs", "da", "de", "es", "fr", "hu", "it", "nl", "pl", "pt", "pt-BR", "ru", "sk", "sv", "tr"] as const;

/** A message of the site's own catalogues, to check pages against what translators wrote. */
export function message(locale: string, namespace: string, path: string): string {
  const data = JSON.parse(readFileSync(join(MESSAGES, namespace, `${locale}.json`), "utf8")) as Record<string, unknown>;
  const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], data);
  if (typeof value !== "string") throw new Error(`no message ${locale}:${namespace}.${path}`);
  return value;
}

export function localePath(locale: string, path = "/"): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Every test: only localhost is reachable (the machine has no internet anyway). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(/^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/]).*/, (route) => route.abort());
    await use(context);
  },
});

export { expect };
