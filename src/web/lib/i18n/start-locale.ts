import type { Locale } from "@shared/i18n/locales";
import { readStoredUser } from "../session/stored-user";
import { browserLocale, chosenLocale } from "./locale-preference";
import { activateLocale } from "./i18n";

/** The paths whose screens need only the `auth` catalogue (the sign-in pages). */
const AUTH_PATHS = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

/**
 * The language to start in: the last signed-in account's choice on this browser, else a
 * language picked in a menu here, else the browser's. The account itself may say otherwise once
 * the session is checked (LocaleSync).
 */
export const startLocale = (): Locale => readStoredUser()?.locale ?? chosenLocale() ?? browserLocale();

/**
 * Loads and activates the language before the first render. Returns whether a prerendered
 * page can still be hydrated: only when the server drew it in that same language (its `lang`).
 */
export async function prepareLocale(pathname: string, prerendered: boolean): Promise<boolean> {
  const locale = startLocale();
  const sameAsHtml = document.documentElement.lang === locale;
  await activateLocale(locale, AUTH_PATHS.has(pathname) ? [] : ["app"]);
  return prerendered && sameAsHtml;
}
