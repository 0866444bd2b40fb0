import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The core's root entry re-exports every data file (2 MB of GB levels): import the tool's own
// module (`@foe-toolbox/core/trade`) so that browsers only get what a page uses.
const CORE_ROOT = {
  name: "@foe-toolbox/core",
  message: "Import a module of the core (e.g. @foe-toolbox/core/trade), not its root entry.",
};

const WEB = "apps/web/src";
const ROUTES = ["@/app/*", "@/app/**"];
const PLATFORM = ["@/platform/*", "@/platform/**", "../platform/*", "../../platform/*"];
const TOOLS = ["@/tools/*", "@/tools/**", "../tools/*", "../../tools/*"];

function restrict(folders, group, message) {
  return {
    files: folders.map((folder) => `${WEB}/${folder}/**/*.{ts,tsx}`),
    rules: {
      "no-restricted-imports": ["error", { paths: [CORE_ROOT], patterns: [{ group, message }] }],
    },
  };
}

/** A lower layer never imports a higher one: kits (ui, lib) -> platform -> tools -> routes (app). */
function layerRules() {
  return [
    restrict(
      ["ui", "lib"],
      [...ROUTES, ...PLATFORM, ...TOOLS],
      "Kits (src/ui, src/lib) are the lowest layer: they import no platform, tool or route.",
    ),
    restrict(
      ["platform"],
      [...ROUTES, ...TOOLS],
      "Platform code must not import a tool or a route: move the shared piece down (src/lib, src/ui).",
    ),
    restrict(["tools"], ROUTES, "Routes (src/app) import tools, never the reverse."),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.next/**",
      "apps/web/public/**",
      // The backend has Strapi's own TypeScript setup; the survey format it shares with the site
      // is linted in packages/survey-schema.
      "apps/backend/**",
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
      "no-restricted-imports": ["error", { paths: [CORE_ROOT] }],
    },
  },
  // Layers of the site (docs/architecture.md): kits (src/ui, src/lib) -> platform -> tools ->
  // routes (src/app). A lower layer never imports a higher one.
  ...layerRules(),
);
