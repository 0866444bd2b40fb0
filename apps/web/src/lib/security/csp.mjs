// @ts-check
/**
 * The site's security headers and its Content Security Policy (docs/security-headers.md).
 * Plain JavaScript because the post-build step (scripts/csp-headers.mjs, run by plain Node) writes
 * each prerendered page's policy with it, and the proxy (dynamic responses) must write the same.
 */

/** Headers every response carries (the CSP is per page; HSTS is the TLS proxy's, deploy/nginx). */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** Third-party origins of the optional bot checks (their script, its frames, styles and calls). */
const BOT_CHECK_ORIGINS = {
  hcaptcha: {
    script: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
    frame: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
    style: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
    connect: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  },
  recaptcha: {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    style: [],
    connect: ["https://www.google.com/recaptcha/"],
  },
};

/** The origin of a URL, or undefined when it is blank or not an http(s) URL. */
export function originOf(value) {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the policy allows besides the site itself, from the build's public settings: the backend
 * (accounts and sync), the error-reporting service and the bot check that is configured.
 * @param {import("./csp.d.mts").PublicSettings} settings
 * @returns {import("./csp.d.mts").ExternalSources}
 */
export function externalSources(settings) {
  const backend = originOf(settings.backendUrl || "http://localhost:1337");
  const sentry = originOf(settings.sentryDsn);
  // The widget the site shows: hCaptcha when both keys are set (as bot-check/config.ts decides).
  const botCheck = settings.hcaptchaSiteKey?.trim()
    ? BOT_CHECK_ORIGINS.hcaptcha
    : settings.recaptchaSiteKey?.trim()
      ? BOT_CHECK_ORIGINS.recaptcha
      : undefined;
  return {
    connect: [backend, sentry, ...(botCheck?.connect ?? [])].filter(isString),
    img: [backend].filter(isString),
    script: botCheck?.script ?? [],
    frame: botCheck?.frame ?? [],
    style: botCheck?.style ?? [],
  };
}

/** @param {unknown} value @returns {value is string} */
function isString(value) {
  return typeof value === "string";
}

/** A CSP source for a nonce (base64, as from `cspNonce`). */
export function nonceSource(nonce) {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error(`Not a CSP nonce: ${nonce}`);
  return `'nonce-${nonce}'`;
}

/** A CSP source for an inline script from its SHA-256 digest in base64. */
export function hashSource(base64Digest) {
  if (!/^[A-Za-z0-9+/]{43}=$/.test(base64Digest)) throw new Error("Not a SHA-256 digest");
  return `'sha256-${base64Digest}'`;
}

/**
 * The policy of an HTML page. `scripts` are the sources of the page's inline scripts (hashes of a
 * prerendered page, the nonce of a rendered one): there is never 'unsafe-inline' for scripts.
 * Styles need 'unsafe-inline': React's style attributes and the toasts' injected <style>.
 * @param {{ scripts: readonly string[]; external: import("./csp.d.mts").ExternalSources }} input
 */
export function contentSecurityPolicy({ scripts, external }) {
  for (const source of scripts) {
    if (!/^'(?:nonce|sha256)-[^']+'$/.test(source))
      throw new Error(`Not a script source: ${source}`);
  }
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts, ...external.script],
    ["style-src", "'self'", "'unsafe-inline'", ...external.style],
    ["img-src", "'self'", "data:", "blob:", ...external.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...external.connect],
    ["frame-src", ...(external.frame.length > 0 ? external.frame : ["'none'"])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => unique(parts).join(" ")).join("; ");
}

/** @param {string[]} parts */
function unique(parts) {
  return [...new Set(parts)];
}

/** The policy of the service worker script: it only fetches the site's own pages and files. */
export const SERVICE_WORKER_POLICY = "default-src 'self'; frame-ancestors 'none'";
