import { isLocale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/schemas/user";

/** Local copy of the signed-in user (SPEC §4), used when the server cannot be reached. */
export const USER_STORAGE_KEY = "fanzone.user";

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // Copies stored before languages and zones existed have neither: read as "never chose"; those
    // from before address verification, as verified with no change waiting (no banner offline).
    if (isPublicUser(parsed))
      return {
        ...parsed,
        emailVerified: parsed.emailVerified ?? true,
        pendingEmail: parsed.pendingEmail ?? null,
        locale: parsed.locale ?? null,
        timeZone: parsed.timeZone ?? null,
      };
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
/** A stored copy: those from older versions lack the fields added since. */
type StoredUser = Omit<PublicUser, AddedFields> & Partial<Pick<PublicUser, AddedFields>>;
type AddedFields = "emailVerified" | "pendingEmail" | "locale" | "timeZone";

function isPublicUser(value: unknown): value is StoredUser {
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
    (u.emailVerified === undefined || typeof u.emailVerified === "boolean") &&
    (u.pendingEmail === undefined || isStringOrNull(u.pendingEmail)) &&
    isStringOrNull(u.location) &&
    isStringOrNull(u.avatar) &&
    Array.isArray(u.favoriteTeams) &&
    u.favoriteTeams.every(isInt) &&
    (u.locale === undefined || u.locale === null || isLocale(u.locale)) &&
    (u.timeZone === undefined || isStringOrNull(u.timeZone))
  );
}
