// Texts in the web app go through the catalogues (Lingui; docs/decisions/0950). These files are
// converted: lint fails on a text in them that is not marked for translation (JSX text, labels,
// placeholders, toasts...). Convert a screen, then add its files here; the list grows until it
// is all of src/web.
import lingui from "eslint-plugin-lingui";

export const TRANSLATED_FILES = [
  "src/web/app/routes/login.tsx",
  "src/web/app/routes/register.tsx",
  "src/web/app/routes/forgot-password.tsx",
  "src/web/app/routes/reset-password.tsx",
  "src/web/app/routes/not-found.tsx",
  "src/web/app/layout/auth-layout.tsx",
  "src/web/features/auth/**",
  "src/web/features/pwa/offline-banner.tsx",
  "src/web/components/form-field.tsx",
  "src/web/components/event-time.tsx",
  "src/web/features/profile/components/language-time-zone-card.tsx",
  "src/web/features/profile/api/update-preferences.ts",
  "src/web/components/language-menu.tsx",
  "src/web/components/ui/password-input.tsx",
  "src/web/components/ui/toaster.tsx",
  "src/web/lib/toast-error.ts",
  "src/web/lib/i18n/**",
  "src/web/features/events/**",
  "src/web/app/routes/event.tsx",
  "src/web/app/routes/events.tsx",
  "src/web/features/communities/**",
  "src/web/app/routes/communities.tsx",
  "src/web/app/routes/community-detail.tsx",
  "src/web/features/notifications/**",
  "src/web/features/safety/**",
  "src/web/features/moderation/**",
  "src/web/features/pwa/install-card.tsx",
  "src/web/features/pwa/install-menu-item.tsx",
  "src/web/features/pwa/update-dialog.tsx",
  "src/web/features/pwa/update-prompt.tsx",
];

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
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
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
