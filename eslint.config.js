import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { boundaryZones } from "./eslint.boundaries.js";
import { i18nLintConfig } from "./eslint.i18n.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    // Boundaries need every import resolved: an import the resolver cannot follow is an error,
    // not a silently unchecked one.
    files: ["src/**"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: {
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:"] }],
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
    },
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  // Untranslated texts in the screens already converted to the catalogues (the list is in eslint.i18n.js).
  i18nLintConfig,
);
