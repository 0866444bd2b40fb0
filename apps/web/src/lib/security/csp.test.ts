import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  externalSources,
  hashSource,
  nonceSource,
  originOf,
  SECURITY_HEADERS,
  SERVICE_WORKER_POLICY,
} from "./csp.mjs";
import { inlineScripts, pagePolicy, scriptHashSource } from "./page-policy.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("the security headers", () => {
  it("forbid sniffing and framing, limit referrers and browser features", () => {
    const headers = new Map(SECURITY_HEADERS.map((h) => [h.key, h.value]));
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    );
  });

  it("give the service worker only the site itself", () => {
    expect(directives(SERVICE_WORKER_POLICY).get("default-src")).toEqual(["'self'"]);
  });
});

describe("the external sources of the policy", () => {
  it("allow the backend (default or configured) and nothing else without settings", () => {
    expect(externalSources({})).toEqual({
      connect: ["http://localhost:1337"],
      img: ["http://localhost:1337"],
      script: [],
      frame: [],
      style: [],
    });
    expect(externalSources({ backendUrl: "https://api.example.org/strapi/" }).connect).toEqual([
      "https://api.example.org",
    ]);
  });

  it("add the error-reporting service and the configured bot check (hCaptcha first)", () => {
    const both = externalSources({
      sentryDsn: "https://key@o1.ingest.sentry.io/42",
      hcaptchaSiteKey: "h",
      recaptchaSiteKey: "r",
    });
    expect(both.connect).toContain("https://o1.ingest.sentry.io");
    expect(both.script).toEqual(["https://hcaptcha.com", "https://*.hcaptcha.com"]);
    expect(both.frame).toEqual(["https://hcaptcha.com", "https://*.hcaptcha.com"]);
    const recaptcha = externalSources({ recaptchaSiteKey: " r " });
    expect(recaptcha.script).toContain("https://www.gstatic.com/recaptcha/");
    expect(externalSources({ hcaptchaSiteKey: "  " }).script).toEqual([]);
  });

  it("ignore what is not an http(s) URL", () => {
    expect(originOf("javascript:alert(1)")).toBeUndefined();
    expect(originOf("not a url")).toBeUndefined();
    expect(originOf(" ")).toBeUndefined();
    expect(externalSources({ sentryDsn: "nonsense" }).connect).toEqual(["http://localhost:1337"]);
  });
});

describe("the Content Security Policy", () => {
  const external = externalSources({ backendUrl: "https://api.example.org" });

  it("allows scripts by source, hash or nonce only, never inline or eval", () => {
    const policy = contentSecurityPolicy({ scripts: [nonceSource("abc+/=")], external });
    const map = directives(policy);
    expect(map.get("script-src")).toEqual(["'self'", "'nonce-abc+/='"]);
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic/);
    expect(map.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(map.get("connect-src")).toEqual(["'self'", "https://api.example.org"]);
    expect(map.get("frame-ancestors")).toEqual(["'none'"]);
    expect(map.get("frame-src")).toEqual(["'none'"]);
    expect(map.get("object-src")).toEqual(["'none'"]);
    expect(map.get("base-uri")).toEqual(["'self'"]);
    expect(map.get("worker-src")).toEqual(["'self'"]);
  });

  it("refuses anything else as a script source", () => {
    expect(() => contentSecurityPolicy({ scripts: ["'unsafe-inline'"], external })).toThrow();
    expect(() => contentSecurityPolicy({ scripts: ["https://evil.example"], external })).toThrow();
    expect(() => nonceSource("a'; script-src *")).toThrow();
    expect(() => hashSource("short")).toThrow();
  });
});

describe("the policy of a prerendered page", () => {
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script id="_R_">self.__next_f.push([1,"a &amp; b<\\/script>"])</script>',
    "<script></script>",
    '<SCRIPT type="module">import("/x.js")</SCRIPT></head></html>',
  ].join("");

  it("finds the inline scripts a browser runs, as written", () => {
    expect(inlineScripts(html)).toEqual([
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"a &amp; b<\\/script>"])',
      'import("/x.js")',
    ]);
  });

  it("allows exactly their SHA-256 digests", () => {
    const digest = (text: string) =>
      `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(scriptHashSource("alert(1)")).toBe(digest("alert(1)"));
    const scriptSrc = directives(pagePolicy(html, externalSources({}))).get("script-src");
    expect(scriptSrc).toEqual(["'self'", ...inlineScripts(html).map(digest)]);
  });
});
