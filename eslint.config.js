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
/** Folders of `features/` that are tools (pages a player computes with). */
export const TOOL_FOLDERS = [
  "campaign-cost",
  "cf-calculator",
  "gb-forecast",
  "gb-investment",
  "gb-leveling-order",
  "gb-statistics",
  "promotion-messages",
  "secure-position",
  "trade",
];

const ROUTES = {
  group: ["@/app/*", "@/app/**"],
  message: "Routes (src/app) import features, never the reverse.",
};

function restrict(files, patterns) {
  return {
    files,
    rules: { "no-restricted-imports": ["error", { paths: [CORE_ROOT], patterns }] },
  };
}

function layerRules() {
  const kitFiles = [`${WEB}/ui/**/*.{ts,tsx}`, `${WEB}/lib/**/*.{ts,tsx}`];
  const toolFiles = TOOL_FOLDERS.map((tool) => `${WEB}/features/${tool}/**/*.{ts,tsx}`);
  return [
    // Platform (every other folder of features/): accounts, sync, consent, settings, profiles, shell…
    restrict(
      [`${WEB}/features/**/*.{ts,tsx}`],
      [
        ROUTES,
        {
          group: TOOL_FOLDERS.map((tool) => `@/features/${tool}/*`),
          message:
            "Platform code must not import a tool: move the shared piece down (src/lib, src/ui).",
        },
      ],
    ),
    // Tools may use the platform and the kits (and the panels of other tools).
    restrict(toolFiles, [ROUTES]),
    restrict(kitFiles, [
      ROUTES,
      {
        group: ["@/features/*", "@/features/**", "../features/*", "../../features/*"],
        message: "Kits (src/ui, src/lib) must not import features: they are the lowest layer.",
      },
    ]),
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
