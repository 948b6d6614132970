import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

export default tseslint.config(
  {
    ignores: ["node_modules/", "public/", ".cache/", "src/gatsby-types.d.ts", "coverage/", "bench-results/", ".tmp/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Accessibility of the markup, checked where it is written (axe checks the built pages).
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Rules that read the types, chosen for the bugs they catch: promises that are neither
  // awaited nor handled, promises passed where a callback's result is ignored, awaiting what
  // is not a promise, and conditions or fallbacks that the types show can never apply.
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        require: "readonly",
        module: "writable",
        __dirname: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
        global: "writable",
        jest: "readonly",
        Buffer: "readonly",
        AbortController: "readonly",
        URLSearchParams: "readonly",
        window: "readonly",
        document: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
