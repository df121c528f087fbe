// Texts in the web app go through the catalogues (Lingui; docs/decisions/0980): lint fails on a
// text anywhere in the web app that is not marked for translation (JSX text, labels,
// placeholders, toasts...).
import lingui from "eslint-plugin-lingui";

export const TRANSLATED_FILES = ["src/web/**/*.{ts,tsx}"];

/** Strings that are not texts for people: class names, ids, routes, keys, units of CSS. */
const notText = [
  // One word without a capital (variants, types, keys, routes, class names without spaces).
  "^(?![A-Z])\\S+$",
  // CONSTANT_CASE, numbers, punctuation only.
  "^[A-Z0-9_\\-.:/#%()\\s]+$",
  // The product's name.
  "^FanZone$",
];

export const i18nLintConfig = {
  files: TRANSLATED_FILES,
  // Tests and their shared set-up and fixtures (src/web/test) show nothing to a fan.
  ignores: ["**/*.test.ts", "**/*.test.tsx", "src/web/test/**"],
  plugins: { lingui },
  rules: {
    ...lingui.configs["flat/recommended"].rules,
    "lingui/no-unlocalized-strings": [
      "error",
      {
        ignore: notText,
        ignoreNames: [
          { regex: { pattern: "className$", flags: "i" } },
          "id",
          "htmlFor",
          "to",
          "href",
          "type",
          "variant",
          "size",
          "autoComplete",
          "lang",
          "value",
          "key",
          "method",
          "as",
          "role",
          "data-testid",
          "aria-labelledby",
          "aria-describedby",
          { regex: { pattern: "^[A-Z_]+$" } },
        ],
        ignoreFunctions: [
          "cn",
          "cva",
          "clsx",
          "console.*",
          "Error",
          "import",
          "apiRequest",
          "navigate",
          "localStorage.*",
          "document.*",
          "*.startsWith",
          "*.includes",
          "*.get",
          "*.has",
          "*.set",
          "*.delete",
          "*.split",
          "*.join",
          "*.replace",
          "Intl.*",
          "new URL",
          "URLSearchParams",
        ],
      },
    ],
  },
};
