import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readFileSync } from "node:fs";
import { localeCookieHeaders } from "./src/i18n/routes";
import { SECURITY_HEADERS, SERVICE_WORKER_POLICY } from "./src/lib/security/csp.mjs";

const rootPackage = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
) as {
  version: string;
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    // ICU messages compiled at build time: browsers get no message parser.
    messages: { format: "json", path: "./src/messages", locales: "infer", precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The survey format is shared with the backend as TypeScript source (packages/survey-schema).
  transpilePackages: ["@foe-toolbox/survey-schema"],
  experimental: {
    // Fewer, larger chunks (docs/architecture.md, "Chunks"): by default a GB page loaded 14 script
    // files, then 27 more after them, each insertion 1–2 ms of the main thread.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  env: {
    NEXT_PUBLIC_APP_VERSION: rootPackage.version,
  },
  async headers() {
    return [
      // Pages get their Content Security Policy from scripts/csp-headers.mjs (prerendered) or
      // the proxy (rendered on request): docs/security-headers.md.
      { source: "/:path*", headers: SECURITY_HEADERS },
      ...localeCookieHeaders(),
      {
        source: "/sw.js",
        headers: [
          { key: "Content-Security-Policy", value: SERVICE_WORKER_POLICY },
          { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
