import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type TeamDetail, type TeamFollow, teamScheduleSchema } from "@shared/schemas/team-pages";
import type { EncodedJson } from "../../lib/encoded-response";
import { teamById, type CatalogueTeam } from "../../catalogue/teams";
import type { Game } from "@shared/schemas/live";
import { notFound } from "../../lib/errors";
import { isDelayed } from "../../realtime/fan-delay";
import type { ReadCache } from "../../lib/read-cache";
import type { GameLookup } from "../events/events.service";
import { currentAccount, followTeam, teamFollowerCount, unfollowTeam } from "../users/users.service";
import { calendarFileName, teamCalendar } from "./team-calendar";
import { teamFans } from "./team-fans";
import { teamSeason } from "./team-season";
import { presentCatalogueTeam } from "./teams.presenter";

export const TEAM_NOT_FOUND = "Team not found";

export function findCatalogueTeam(id: number): CatalogueTeam {
  const team = teamById(id);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/** A watch party's game: on the live board, else in the season (a later game of the team). */
export const teamGameLookup =
  (app: FastifyInstance): GameLookup =>
  (gid) =>
    app.live.getGame(gid) ?? app.seasons.findGame(gid);

/** From the signed-in account's cache (its favourites with it), dropped on every change. */
export const isFavoriteOf = async (app: FastifyInstance, viewerId: number, teamId: number) =>
  (await currentAccount(app, viewerId))?.favoriteTeams.includes(teamId) ?? false;

/**
 * GET /api/teams/:id: the season from the snapshot, the fans and watch parties from the team
 * pages' read cache, the favourite flag from the viewer's cached account.
 */
export async function teamDetail(
  app: FastifyInstance,
  fansCache: ReadCache,
  viewerId: number,
  id: number,
  game: GameLookup,
): Promise<TeamDetail> {
  const team = findCatalogueTeam(id);
  const season = await teamSeason(app.seasons, team);
  const [fans, isFavorite] = await Promise.all([
    teamFans(
      app,
      fansCache,
      viewerId,
      team.id,
      season.nextGames.map((g) => g.id),
      game,
    ),
    isFavoriteOf(app, viewerId, team.id),
  ]);
  const { games: _all, ...shown } = season;
  return {
    ...presentCatalogueTeam(team),
    ...shown,
    ...(await delayedGames(app, viewerId, season)),
    followers: fans.followers,
    isFavorite,
    communities: fans.communities,
    watchParties: fans.watchParties,
  };
}

/**
 * The team's last and next games as a fan on a delay sees them (issue #37): a game on the live
 * board as it was their delay ago, so a game just finished stays live (among the next games) until
 * their stream reaches the final. Undelayed fans get the season's lists as they are.
 */
async function delayedGames(
  app: FastifyInstance,
  viewerId: number,
  season: { games: Game[]; lastGames: Game[]; nextGames: Game[] },
): Promise<{ lastGames: Game[]; nextGames: Game[] }> {
  const delays = app.live.delays;
  const profile = delays.cached(viewerId) ?? (await delays.profileOf(viewerId));
  if (!isDelayed(profile)) return { lastGames: season.lastGames, nextGames: season.nextGames };
  const shown = new Set([...season.lastGames, ...season.nextGames].map((g) => g.id));
  const games = season.games.map((g) => (shown.has(g.id) ? (app.live.getGameFor(profile, g.id) ?? g) : g));
  const n = Math.max(season.lastGames.length, season.nextGames.length);
  const finals = games.filter((g) => g.gameStatus === "final" && shown.has(g.id));
  return {
    lastGames: finals.sort((a, b) => (b.gameTime ?? "").localeCompare(a.gameTime ?? "")).slice(0, n),
    nextGames: games.filter((g) => g.gameStatus === "live" || g.gameStatus === "upcoming").slice(0, n),
  };
}

/** GET /api/teams/:id/schedule: serialised and compressed once per team and snapshot. */
export async function teamSchedule(app: FastifyInstance, id: number): Promise<EncodedJson> {
  const team = findCatalogueTeam(id);
  return app.seasons.encoded(
    `schedule:${team.id}`,
    () => app.seasons.schedule(team),
    (games) => teamScheduleSchema.encode({ team: presentCatalogueTeam(team), games }),
  );
}

export async function setFollowing(
  app: FastifyInstance,
  userId: number,
  id: number,
  follow: boolean,
): Promise<TeamFollow> {
  const team = findCatalogueTeam(id);
  if (follow) await followTeam(app, userId, team.id);
  else await unfollowTeam(app, userId, team.id);
  return { isFavorite: follow, followers: await teamFollowerCount(app.db, team.id) };
}

export interface CalendarFile {
  body: string;
  /** The body's hash: the same calendar has the same tag on every instance. */
  etag: string;
  fileName: string;
}
interface HeldCalendar {
  at: number;
  file: Promise<CalendarFile>;
}

/** Calendars made per snapshot, by team and scores flag; bounded. */
const CALENDARS_HELD = 1_000;

export class TeamCalendars {
  private readonly held = new Map<string, HeldCalendar>();

  constructor(private readonly app: FastifyInstance) {}

  get(id: number, opts: { scores: boolean }): Promise<CalendarFile> {
    const team = findCatalogueTeam(id);
    const key = `${team.id}|${opts.scores ? 1 : 0}`;
    // Links start with PUBLIC_ORIGIN, never the request's Host: the file is cached publicly.
    const origin = this.app.config.publicOrigin;
    const at = this.app.seasons.snapshotAt();
    let held = this.held.get(key);
    if (!held || held.at !== at) {
      const file = this.app.seasons
        .schedule(team)
        .then((games) => teamCalendar(this.app.db, team, games, { origin, scores: opts.scores }))
        .then((body) => ({
          body,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          fileName: calendarFileName(team),
        }));
      held = { at, file };
      this.held.delete(key);
      this.held.set(key, held);
      while (this.held.size > CALENDARS_HELD) this.held.delete(this.held.keys().next().value!);
      file.catch(() => this.held.get(key) === held && this.held.delete(key));
    }
    return held.file;
  }
}
