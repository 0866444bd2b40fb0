/** Types of page-policy.mjs (plain JavaScript, run by the post-build step). */
import type { ExternalSources } from "./csp.mjs";

export function inlineScripts(html: string): string[];
export function scriptHashSource(text: string): string;
export function pagePolicy(html: string, external: ExternalSources): string;
