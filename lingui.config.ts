import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The web app's catalogues (docs/decisions/0980): English (the source, as written in the code),
// Spanish and French, as PO files under src/web/locales/<locale>/. Two catalogues per language:
//  - auth: what the sign-in pages need, loaded before their first render (it counts in the
//    /login budget of bench/web-budget.mjs, so it holds those pages and what they use only);
//  - app: everything else, loaded with the signed-in shell.
// `npm run i18n:extract` rewrites them from the code; src/web/locales/catalogues.test.ts fails
// when one lacks a message of the code or a translation.

/** The files whose texts the sign-in pages show (routes, their layout and the pieces they use). */
export const AUTH_CATALOGUE_SOURCES = [
  "<rootDir>/src/web/app/routes/login.tsx",
  "<rootDir>/src/web/app/routes/register.tsx",
  "<rootDir>/src/web/app/routes/forgot-password.tsx",
  "<rootDir>/src/web/app/routes/reset-password.tsx",
  "<rootDir>/src/web/app/layout/auth-layout.tsx",
  // The page boundary and its placeholder: the sign-in layout draws them too.
  "<rootDir>/src/web/app/layout/route-boundary.tsx",
  "<rootDir>/src/web/app/layout/route-fallback.tsx",
  "<rootDir>/src/web/features/auth",
  "<rootDir>/src/web/components/form-field.tsx",
  "<rootDir>/src/web/components/language-menu.tsx",
  "<rootDir>/src/web/components/ui/password-input.tsx",
  "<rootDir>/src/web/components/ui/toaster.tsx",
  "<rootDir>/src/web/lib/toast-error.ts",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr"],
  fallbackLocales: { default: "en" },
  catalogs: [
    { path: "<rootDir>/src/web/locales/{locale}/auth", include: AUTH_CATALOGUE_SOURCES },
    {
      path: "<rootDir>/src/web/locales/{locale}/app",
      include: ["<rootDir>/src/web"],
      exclude: [
        ...AUTH_CATALOGUE_SOURCES,
        ...AUTH_CATALOGUE_SOURCES.map((p) => `${p}/**`),
        "**/*.test.ts",
        "**/*.test.tsx",
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
