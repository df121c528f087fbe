import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { teams } from "../../db/schema/teams";
import { userFavoriteTeams } from "../../db/schema/users";

export type TeamRow = typeof teams.$inferSelect;

export function listTeams(db: DbOrTx): Promise<TeamRow[]> {
  return db.select().from(teams).orderBy(asc(teams.sport), asc(teams.league), asc(teams.name));
}

export async function findTeam(db: DbOrTx, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

/** A user's favourite teams in the order they chose them. */
export async function favoriteTeamsOf(db: DbOrTx, userId: number): Promise<TeamRow[]> {
  const rows = await db
    .select({ team: teams })
    .from(userFavoriteTeams)
    .innerJoin(teams, eq(teams.id, userFavoriteTeams.teamId))
    .where(eq(userFavoriteTeams.userId, userId))
    .orderBy(asc(userFavoriteTeams.position), asc(teams.id));
  return rows.map((r) => r.team);
}
