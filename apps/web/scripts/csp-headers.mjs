// @ts-check
/**
 * After `next build`: gives every prerendered page its Content Security Policy, with the hashes of
 * the page's own inline scripts, in the headers Next stores beside the page (`<page>.meta`) and
 * sends with it. Pages stay static and cacheable; nothing is computed per request
 * (docs/security-headers.md).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nextEnv from "@next/env";
import { externalSources } from "../src/lib/security/csp.mjs";
import { pagePolicy } from "../src/lib/security/page-policy.mjs";

const APP_DIR = new URL("../.next/server/app/", import.meta.url).pathname;
// The same settings `next build` saw, .env files included.
nextEnv.loadEnvConfig(new URL("..", import.meta.url).pathname, false);
const HEADER = "content-security-policy";

const external = externalSources({
  backendUrl: process.env.NEXT_PUBLIC_BACKEND_URL,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  hcaptchaSiteKey: process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY,
  recaptchaSiteKey: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
});

const pages = (await readdir(APP_DIR, { recursive: true })).filter((f) => f.endsWith(".html"));
let longest = 0;
for (const page of pages) {
  const html = await readFile(join(APP_DIR, page), "utf8");
  const metaPath = join(APP_DIR, page.replace(/\.html$/, ".meta"));
  /** @type {{ headers?: Record<string, string | string[]> }} */
  const meta = JSON.parse(await readFile(metaPath, "utf8"));
  const policy = pagePolicy(html, external);
  meta.headers = { ...meta.headers, [HEADER]: policy };
  await writeFile(metaPath, JSON.stringify(meta, null, 2));
  longest = Math.max(longest, policy.length);
}
if (pages.length === 0) throw new Error(`No prerendered page in ${APP_DIR}: run next build first`);
console.log(
  `csp-headers: a Content Security Policy for ${pages.length} prerendered pages (longest ${longest} characters)`,
);
