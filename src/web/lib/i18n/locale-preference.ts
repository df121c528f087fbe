// Which language this browser shows, before and beside the account's choice. Small and free of
// the i18n runtime: the API client reads the active language from here on every request.
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, pickLocale, type Locale } from "@shared/i18n/locales";
const STORAGE_KEY = "fanzone.locale";
const YEAR_SECONDS = 365 * 24 * 3600;

let active: Locale = DEFAULT_LOCALE;

/** The language the app shows now. */
export const currentLocale = (): Locale => active;

/**
 * Records the language shown: the page's `lang`, and the cookie by which the server answers API
 * messages (before sign-in) and serves the next prerendered page in it.
 */
export function setCurrentLocale(locale: Locale) {
  active = locale;
  if (typeof document === "undefined") return;
  document.documentElement.lang = locale;
  // The install prompt describes the app in the same language (scripts/prerender.mjs writes each).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = locale === DEFAULT_LOCALE ? "/manifest.webmanifest" : `/manifest.${locale}.webmanifest`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- cookie attributes, not a text
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // eslint-disable-next-line lingui/no-unlocalized-strings -- idem
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language picked in a language menu on this browser, if any. */
export function chosenLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberChosenLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** The browser's own preference among ours (navigator.languages), English when none. */
export const browserLocale = (): Locale =>
  typeof navigator === "undefined" ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? [navigator.language]);

/** The browser's IANA time zone, or null when the runtime does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
