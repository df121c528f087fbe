import { isLocale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/schemas/user";

/** Local copy of the signed-in user (SPEC §4), used when the server cannot be reached. */
export const USER_STORAGE_KEY = "fanzone.user";

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // Copies stored before languages and zones existed have neither: read as "never chose".
    if (isPublicUser(parsed)) return { ...parsed, locale: parsed.locale ?? null, timeZone: parsed.timeZone ?? null };
  } catch {
    // unreadable: fall through and discard
  }
  clearStoredUser();
  return null;
}

export function storeUser(user: PublicUser) {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // storage full or blocked: the session still works for this page
  }
}

export function clearStoredUser() {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // ignore
  }
}

// Checked by hand rather than with publicUserSchema: this file is in the entry chunk, and zod
// there would cost ~25 KB gzip on every first load (performance budget, bench/web-budget.mjs).
// Keep in step with publicUserSchema in src/shared/schemas/user.ts.
function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== "object" || value === null) return false;
  const u = value as Record<string, unknown>;
  const isInt = (v: unknown) => typeof v === "number" && Number.isInteger(v);
  const isStringOrNull = (v: unknown) => v === null || typeof v === "string";
  return (
    isInt(u.id) &&
    typeof u.username === "string" &&
    typeof u.firstName === "string" &&
    typeof u.lastName === "string" &&
    typeof u.email === "string" &&
    isStringOrNull(u.location) &&
    isStringOrNull(u.avatar) &&
    Array.isArray(u.favoriteTeams) &&
    u.favoriteTeams.every(isInt) &&
    (u.locale === undefined || u.locale === null || isLocale(u.locale)) &&
    (u.timeZone === undefined || isStringOrNull(u.timeZone))
  );
}
