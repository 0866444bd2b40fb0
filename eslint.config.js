import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.next/**",
      "apps/web/public/**",
      // The backend (Strapi's own TypeScript setup) is not linted, except the survey format it shares with the site.
      "apps/backend/*",
      "!apps/backend/src",
      "apps/backend/src/*",
      "!apps/backend/src/shared",
      "**/next-env.d.ts",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "bench-results/**",
      // Verbatim copy of the shared data validator (kept identical to its source).
      "packages/core/data/validate.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // The core's root entry re-exports every data file (2 MB of GB levels): import the tool's
      // own module (`@foe-toolbox/core/trade`) so that browsers only get what a page uses.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@foe-toolbox/core",
              message:
                "Import a module of the core (e.g. @foe-toolbox/core/trade), not its root entry.",
            },
          ],
        },
      ],
    },
  },
);
