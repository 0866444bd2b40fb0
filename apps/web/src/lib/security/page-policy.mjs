// @ts-check
/**
 * The policy of a prerendered page from its HTML: the SHA-256 digests of its inline scripts (the
 * React Server Component payload, the colour-mode and consent scripts). Used at build time only.
 */
import { createHash } from "node:crypto";
import { contentSecurityPolicy, hashSource } from "./csp.mjs";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; anything else (JSON, JSON-LD) is a data block that CSP does not govern.
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The text of each inline script a browser would run, as CSP hashes it (the raw text between
 * the tags: script contents are never entity-decoded).
 * @param {string} html
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type) || text.length === 0) continue;
    scripts.push(text);
  }
  return scripts;
}

/** The CSP hash source of a script text. @param {string} text */
export function scriptHashSource(text) {
  return hashSource(createHash("sha256").update(text, "utf8").digest("base64"));
}

/**
 * @param {string} html
 * @param {import("./csp.d.mts").ExternalSources} external
 */
export function pagePolicy(html, external) {
  const scripts = [...new Set(inlineScripts(html).map(scriptHashSource))];
  return contentSecurityPolicy({ scripts, external });
}
