import type { PublicUser } from "@shared/schemas/user";
import type { UserRow } from "./users.repository";

/** The only way a user leaves the server: never the password hash. */
export function presentUser(row: UserRow, favoriteTeams: number[]): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    location: row.location,
    avatar: row.avatar,
    favoriteTeams,
    locale: row.locale,
    timeZone: row.timeZone,
  };
}
