import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.mjs"],
    environment: "node",
    // next-intl's middleware imports "next/server" without an extension, which Node's ESM loader
    // rejects; bundled through Vite it resolves (the proxy's tests need it).
    server: { deps: { inline: ["next-intl"] } },
  },
});
