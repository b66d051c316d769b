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
  {
    files: ["app/**/*.tsx", "app/components/**/*.ts"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // A regex, not a gitignore-style group: there a pattern starting with "#" is a
              // comment, and the rule would never bite.
              regex: "^#app/routes/|\\.server(\\.ts)?$",
              message:
                "Components run in the browser: they import neither a route nor a *.server.ts module.",
            },
            EVALS_IMPORT,
          ],
        },
      ],
    },
  },
);
