import type { Config } from "../config/config";

/**
 * Administrators are the accounts whose email is in ADMIN_EMAILS (read at start) and verified:
 * an address anyone can type proves nothing, so an account holding a listed address it never
 * proved (registered before its owner, or taken over after they left it) gets no rights.
 */
export function isAdministrator(
  config: Pick<Config, "adminEmails">,
  user: { email: string; emailVerified: boolean },
): boolean {
  return user.emailVerified && config.adminEmails.includes(user.email.toLowerCase());
}
