/** Types of csp.mjs (plain JavaScript, shared with the post-build step). */

export interface PublicSettings {
  backendUrl?: string;
  sentryDsn?: string;
  hcaptchaSiteKey?: string;
  recaptchaSiteKey?: string;
}

export interface ExternalSources {
  connect: string[];
  img: string[];
  script: string[];
  frame: string[];
  style: string[];
}

export const SECURITY_HEADERS: { key: string; value: string }[];
export const SERVICE_WORKER_POLICY: string;
export function originOf(value: string | undefined): string | undefined;
export function externalSources(settings: PublicSettings): ExternalSources;
export function nonceSource(nonce: string): string;
export function hashSource(base64Digest: string): string;
export function contentSecurityPolicy(input: {
  scripts: readonly string[];
  external: ExternalSources;
}): string;
