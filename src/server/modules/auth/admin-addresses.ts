import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";

/** The ADMIN_EMAILS addresses (lower-cased) that no account holds as a verified address. */
export async function adminAddressesWithoutAccount(db: Db, adminEmails: string[]): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, adminEmails), isNotNull(users.emailVerifiedAt)));
  const held = new Set(rows.map((r) => r.email.toLowerCase()));
  return adminEmails.filter((e) => !held.has(e));
}
