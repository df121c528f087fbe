import { publicUserSchema, type PublicUser } from "@shared/schemas/user";

/** Local copy of the signed-in user (SPEC §4), used when the server cannot be reached. */
export const USER_STORAGE_KEY = "fanzone.user";

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed = publicUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
