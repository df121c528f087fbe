import type { Config } from "../config/config";

/** Administrators are the accounts whose email is in ADMIN_EMAILS (read at start). */
export function isAdminEmail(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}
