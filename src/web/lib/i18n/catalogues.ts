import type { Messages } from "@lingui/core";
import type { Locale } from "@shared/i18n/locales";

/**
 * The web app's catalogues (lingui.config.ts): `auth` holds what the sign-in pages show and is
 * loaded before the first render; `app` holds the rest and loads with the signed-in shell. Each
 * is its own chunk, so only the active language's are ever downloaded.
 */
export type CataloguePart = "auth" | "app";
type Loader = () => Promise<{ messages: Messages }>;

export const CATALOGUE_LOADERS: Record<Locale, Record<CataloguePart, Loader>> = {
  en: { auth: () => import("../../locales/en/auth.po"), app: () => import("../../locales/en/app.po") },
  es: { auth: () => import("../../locales/es/auth.po"), app: () => import("../../locales/es/app.po") },
  fr: { auth: () => import("../../locales/fr/auth.po"), app: () => import("../../locales/fr/app.po") },
};
