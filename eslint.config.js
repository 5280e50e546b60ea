// Lint for the whole project, run by `npm run lint` (part of `npm test`); it must report nothing.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", ".cache/", "node_modules/", "data/", ".e2e-data/", "test-results/", "playwright-report/", "public/__bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Refusing control characters in visitors' text is deliberate (header injection, invisible names).
      "no-control-regex": "off",
      // A variable assigned once, after a closure that reads it was made (a timer cleared by a callback).
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Names starting with _ are deliberately unused (a destructured field left out, an unused argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The rules of hooks and their dependency lists. The plugin's React Compiler rules (set-state-in-effect,
      // refs, …) are left out: the app does not use the compiler, and React 18's documented patterns trip them.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's text may sit a few elements deep (a title and a hint in spans).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
);
