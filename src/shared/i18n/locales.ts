// The languages FanZone speaks, and how a list of preferred languages picks one of them.
export const LOCALES = ["en", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as the language menus show it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español", fr: "Français" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The first of `preferred` (BCP 47 tags, most wanted first, as `navigator.languages` lists them)
 * that we speak, by its primary language ("es-MX" is Spanish); English when none is.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The cookie holding the language the web app shows (set by the app, read by the server: the
 * language of API messages before sign-in and of the prerendered pages). Not a secret.
 */
export const LOCALE_COOKIE = "fanzone_locale";
