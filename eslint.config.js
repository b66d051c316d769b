import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The evaluation (evals/) reads the app; the app never depends on it. */
const EVALS_IMPORT = {
  regex: "^#evals/|(^|/)evals/",
  message: "evals/ measures the app: nothing in app/ or server/ imports it.",
};

const SERVER_OR_ROUTE_IMPORT = {
  // A regex, not a gitignore-style group: there a pattern starting with "#" is a comment, and
  // the rule would never bite.
  regex: "^#app/routes/|\\.server(\\.ts)?$",
  message: "Components run in the browser: they import neither a route nor a *.server.ts module.",
};

/** The feature folders, the routes, and the modules at app/'s top that wire the app together. */
const FEATURE = "(admin|account|auth|chat|get-started|inquiries|newsletter|routes)/";
const FEATURE_IMPORT = {
  regex: `^#app/(${FEATURE}|[^/]+$)|^(\\.\\./)+${FEATURE}`,
  message:
    "A shared layer imports no feature, route or app wiring: the feature hands it what it needs (as housekeeping's sweeps).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["log", "warn", "error"] }],
    },
  },
  // The layers of README.md#architecture: imports point downwards only.
  {
    files: ["app/**", "server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [EVALS_IMPORT] }],
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#(?!app/lib/)|\\.\\./)",
              message: "lib/ is the bottom layer: it imports nothing else from the project.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^#(?!app/content/)",
              message: "content/ holds data: it imports only other content.",
            },
          ],
        },
      ],
    },
  },
  // lib/ and content/ above import nothing outside themselves, which keeps features out too.
  {
    files: ["app/db/**", "app/config/**", "app/email/**", "app/forms/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [FEATURE_IMPORT, EVALS_IMPORT] }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/components/**/*.ts"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [SERVER_OR_ROUTE_IMPORT, EVALS_IMPORT],
        },
      ],
    },
  },
  // The other components may show a feature's data; the primitives stay general.
  {
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [FEATURE_IMPORT, SERVER_OR_ROUTE_IMPORT, EVALS_IMPORT] },
      ],
    },
  },
);
