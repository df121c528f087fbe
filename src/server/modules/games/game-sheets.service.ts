import type { GameSheet, PlayerPage, Roster } from "@shared/schemas/game-sheet";
import type { SheetChange } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import { teamById } from "../../catalogue/teams";
import { notFound } from "../../lib/errors";
import { sumLines } from "../../lib/stat-lines";
import type { ScoresProvider } from "../../providers/scores/types";
import type { SpoilerService } from "../spoilers/spoilers.service";

// Inside a game (issue #35): the sheet of GET /api/games/:id, team rosters and player pages,
// from the scores provider; the spoiler shield applied on the way out.

export const UNKNOWN_TEAM = "Team not found";
export const UNKNOWN_PLAYER = "Player not found";

export interface SheetDeps {
  provider: ScoresProvider;
  spoilers: SpoilerService;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Every field present, nothing known: a provider without sheets, a game it does not know. */
export const EMPTY_SHEET: GameSheet = {
  venue: null,
  broadcasts: [],
  lineScore: null,
  teamStats: [],
  boxScore: null,
  keyEvents: [],
  lineups: null,
  leaders: [],
  headToHead: [],
  form: { home: [], away: [] },
};

/**
 * The provider's sheet of `game` as its card stands; the empty sheet when it has none (or fails).
 * `asOf`: a viewer on a delay's moment, `game` their card then (ScoresProvider.sheet).
 */
export async function sheetOf(
  deps: Pick<SheetDeps, "provider" | "log">,
  game: Game,
  asOf?: number,
): Promise<GameSheet> {
  if (!deps.provider.sheet) return EMPTY_SHEET;
  try {
    return (
      (await (asOf === undefined ? deps.provider.sheet(game) : deps.provider.sheet(game, "view", asOf))) ?? EMPTY_SHEET
    );
  } catch (err) {
    deps.log?.warn({ err, gameId: game.id }, "games: the provider's game sheet failed");
    return EMPTY_SHEET;
  }
}

/**
 * What the spoiler shield withholds of a sheet: everything that tells how the game is going
 * (box score, line score, key events, team stats, leaders). Venue, broadcasts, line-ups, form
 * and past meetings stay: they are on the game's page before it starts as well.
 */
export function withoutSpoilers(sheet: GameSheet): GameSheet {
  return { ...sheet, lineScore: null, teamStats: [], boxScore: null, keyEvents: [], leaders: [] };
}

const teamIdsOf = (game: Pick<Game, "homeTeam" | "awayTeam">) =>
  [game.homeTeam.id, game.awayTeam.id].filter((id): id is number => id !== null);

/** Whether the viewer's shield covers one of the game's teams. */
export async function isShielded(
  spoilers: SpoilerService,
  viewerId: number,
  game: Pick<Game, "homeTeam" | "awayTeam">,
) {
  const ids = teamIdsOf(game);
  if (!ids.length) return false;
  const shielded = await spoilers.shieldedTeamIds(viewerId);
  return ids.some((id) => shielded.has(id));
}

/**
 * The sheet the viewer gets: whole, or without spoilers when the shield covers it and it is not
 * revealed; as of `asOf` for a viewer on a delay.
 */
export async function viewerSheet(deps: SheetDeps, viewerId: number, game: Game, reveal: boolean, asOf?: number) {
  const [sheet, shielded] = await Promise.all([
    sheetOf(deps, game, asOf),
    reveal ? Promise.resolve(false) : isShielded(deps.spoilers, viewerId, game),
  ]);
  return { sheet: shielded ? withoutSpoilers(sheet) : sheet, shielded };
}

const teamRef = (id: number) => {
  const t = teamById(id);
  return t ? { id: t.id, name: t.name, abbreviation: t.abbreviation } : null;
};

/** GET /api/teams/:id/roster: the catalogue team and its squad; 404 for a team the catalogue or provider lacks. */
export async function teamRoster(provider: ScoresProvider, teamId: number): Promise<Roster> {
  const team = teamRef(teamId);
  const players = team && provider.roster ? await provider.roster(teamId) : null;
  if (!team || !players) throw notFound(UNKNOWN_TEAM);
  return { team, players };
}

/**
 * GET /api/players/:id. The game lines of a game the viewer's shield covers (and the request did
 * not reveal) come without stats, and the season totals are the sums of the lines shown.
 */
export async function playerPage(
  deps: SheetDeps,
  viewerId: number,
  playerId: string,
  reveal: boolean,
): Promise<PlayerPage> {
  const page = deps.provider.player ? await deps.provider.player(playerId) : null;
  if (!page) throw notFound(UNKNOWN_PLAYER);
  if (reveal) return page;
  const shielded = await deps.spoilers.shieldedTeamIds(viewerId);
  if (!shielded.size) return page;
  const own = page.player.team?.id;
  const covered = (opponent: number | undefined) =>
    (own !== undefined && shielded.has(own)) || (opponent !== undefined && shielded.has(opponent));
  const games = page.games.map((g) => (covered(g.opponent?.id) ? { ...g, stats: {} } : g));
  const shown = games.filter((g) => Object.keys(g.stats).length > 0);
  return { ...page, season: { games: shown.length, stats: sumLines(shown.map((g) => g.stats)) }, games };
}

/**
 * A sheet held to its score card, for a viewer on a delay: the provider answers the sheet as of
 * the card it is given (ScoresProvider.sheet), and this also drops any key event the card has not
 * reached (a later period, a score beyond the card's), whatever the provider holds.
 */
export function sheetAsOfCard(sheet: GameSheet, game: Game): GameSheet {
  if (game.gameStatus === "upcoming")
    return { ...sheet, boxScore: null, lineScore: null, keyEvents: [], teamStats: [], leaders: [] };
  if (game.gameStatus !== "live") return sheet;
  const home = game.homeScore ?? 0;
  const away = game.awayScore ?? 0;
  const period = game.period ?? Number.MAX_SAFE_INTEGER;
  const keyEvents = sheet.keyEvents.filter((e) => e.period <= period && e.homeScore <= home && e.awayScore <= away);
  return keyEvents.length === sheet.keyEvents.length ? sheet : { ...sheet, keyEvents };
}

/** What changed from one sheet of a game to the next; null when nothing did. */
export function sheetChange(prev: GameSheet | undefined, next: GameSheet): SheetChange | null {
  const before = new Set(prev?.keyEvents.map((e) => e.id));
  const keyEvents = next.keyEvents.filter((e) => !before.has(e.id));
  const boxScore: SheetChange["boxScore"] = [];
  for (const side of ["home", "away"] as const)
    for (const group of next.boxScore?.[side].groups ?? []) {
      const old = new Map(
        prev?.boxScore?.[side].groups
          .find((g) => g.key === group.key)
          ?.players.map((l) => [l.player.id, JSON.stringify(l)]),
      );
      const players = group.players.filter((l) => old.get(l.player.id) !== JSON.stringify(l));
      if (players.length) boxScore.push({ side, group: group.key, players });
    }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const change: SheetChange = { keyEvents, boxScore };
  if (!same(prev?.lineScore ?? null, next.lineScore)) change.lineScore = next.lineScore;
  if (!same(prev?.teamStats ?? [], next.teamStats)) change.teamStats = next.teamStats;
  if (!same(prev?.leaders ?? [], next.leaders)) change.leaders = next.leaders;
  const empty =
    !keyEvents.length && !boxScore.length && !("lineScore" in change) && !change.teamStats && !change.leaders;
  return empty ? null : change;
}
