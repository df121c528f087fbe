import type { GameSheet, PlayerPage, PlayerRef } from "@shared/schemas/game-sheet";
import type { Game, GameStatus } from "@shared/schemas/live";
import { LEAGUE_SLUGS, type League } from "@shared/schemas/teams";
import { teamById, type CatalogueTeam } from "../../../catalogue/teams";
import { mapBounded } from "../../../lib/bounded-map";
import { PolledSource } from "../../http/polled-source";
import { providerHttp } from "../../http/provider-http";
import { stateLog } from "../../http/state-log";
import type { SheetDemand } from "../types";
import { ESPN_API_PATH, ESPN_PATHS } from "./espn-leagues";
import { assertEspnQuery } from "./espn-query";
import { EspnPlayerIndex } from "./espn-player-index";
import { espnPlayerPage, latestFinals } from "./espn-player-page";
import { mapEspnRoster } from "./espn-roster";
import { mapEspnSummary } from "./espn-summary";
import type { EspnSourceOptions } from "./espn-source-options";

/** The `provider` labels of these requests on /metrics. */
export const ESPN_SUMMARIES = "espn_summaries";
export const ESPN_ROSTERS = "espn_rosters";

/**
 * How long a game's summary is kept before it is asked again, by the game's state: a final's
 * practically never changes (a stat correction at most), a live one changes every play, an
 * upcoming one when lineups or broadcasts are announced.
 */
export const SHEET_REFRESH_MS: Record<GameStatus, number> = {
  final: 6 * 3600_000,
  live: 5_000,
  upcoming: 5 * 60_000,
  other: 10 * 60_000,
};
/** Squads change with trades and injuries, not by the minute. */
export const ROSTER_REFRESH_MS = 3600_000;
/** A failed request is retried after 30 s (5 s for a live game), doubling up to 10 minutes. */
const BACKOFF_BASE_MS = 30_000;
const MAX_BACKOFF_MS = 10 * 60_000;
/** Bounds what is remembered (the least recently asked goes first). */
const MAX_GAMES = 500;
const MAX_ROSTERS = 400;
/**
 * A player page reads the summaries of the team's latest finals: at most this many, this many at
 * a time. A final's summary is kept six hours, so teammates' pages cost nothing more.
 */
export const PLAYER_PAGE_GAMES = 10;
export const PLAYER_PAGE_CONCURRENCY = 3;

export interface EspnSheetOptions extends EspnSourceOptions {
  maxGames?: number;
  /**
   * The team's games this season, oldest first (the season provider's ESPN team schedule, as the
   * team pages read it). Without it there are no player pages.
   */
  schedule?: (team: CatalogueTeam) => Promise<Game[]>;
}

export const espnSummaryUrl = (baseUrl: string, league: League, eventId: string) =>
  `${baseUrl}${ESPN_API_PATH}/${ESPN_PATHS[league]}/summary?event=${encodeURIComponent(eventId)}`;
export const espnRosterUrl = (baseUrl: string, league: League, espnTeamId: string) =>
  `${baseUrl}${ESPN_API_PATH}/${ESPN_PATHS[league]}/teams/${encodeURIComponent(espnTeamId)}/roster`;

/** "espn-fifa-world-cup-760415" → the league and ESPN's event id; null for an id that is not ESPN's. */
export function parseEspnGameId(id: string): { league: League; eventId: string } | null {
  const m = /^espn-(.+)-(\d+)$/.exec(id);
  const league = LEAGUE_SLUGS.find((l) => l === m?.[1]);
  return m && league ? { league, eventId: m[2]! } : null;
}

/**
 * The game as of its score card: before it starts nothing has happened (whatever ESPN already
 * has); while it is live, key events past the card's score are held back until the board shows
 * them, so the sheet never tells a goal the score has not.
 */
export function sheetAsOfCard(sheet: GameSheet, game: Game): GameSheet {
  if (game.gameStatus === "upcoming")
    return { ...sheet, boxScore: null, lineScore: null, keyEvents: [], teamStats: [] };
  if (game.gameStatus !== "live" || game.homeScore === null || game.awayScore === null) return sheet;
  const beyond = sheet.keyEvents.findIndex((e) => e.homeScore > game.homeScore! || e.awayScore > game.awayScore!);
  return beyond < 0 ? sheet : { ...sheet, keyEvents: sheet.keyEvents.slice(0, beyond) };
}

/**
 * How far back a game's fetched sheets are kept for viewers on a delay: the largest delay a fan
 * or a watch party may choose (FAN_DELAY_MAX_SECONDS), plus the last sheet before it.
 */
export const SHEET_HISTORY_MS = 300_000;
/** Sheets kept a game at most inside that window (one every 5 s while live is 60). */
const SHEET_HISTORY_MAX = 120;

/** What a delayed viewer may not see of a sheet fetched after their moment: all the card does not pin down. */
const withheld = (sheet: GameSheet): GameSheet => ({
  ...sheet,
  boxScore: null,
  lineScore: null,
  teamStats: [],
  leaders: [],
});

/** A map that forgets its least recently used entry past `max`. */
class Recent<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

interface SheetEntry {
  status: GameStatus;
  source: PolledSource<GameSheet>;
  /** The last good sheet of an earlier state, served until the new state's first answer. */
  previous: GameSheet | undefined;
}

/**
 * ESPN's game summaries and team rosters, asked for only when someone asks for them (a fan
 * opening a game or a squad; the game centre's live push for games someone watches or whose
 * team fans follow, `why` "view"), never polled for the whole board: a "push" is answered from
 * what is held. Each game is its own polled source (providers/http): the scoreboard's User-Agent,
 * timeout, back-off with jitter, Retry-After, one log line per state change and the request
 * counter; a game is asked again only when its state's refresh time has passed (or its state
 * changed). A failure serves the last good sheet; with none, null (the API answers the empty
 * sheet).
 */
export function espnGameSheets(opts: EspnSheetOptions) {
  const now = opts.now ?? Date.now;
  const common = { userAgent: opts.userAgent, fetch: opts.fetch, timeoutMs: opts.timeoutMs, count: opts.count, now };
  const summaryHttp = providerHttp({ ...common, provider: ESPN_SUMMARIES, checkUrl: assertEspnQuery });
  const rosterHttp = providerHttp({ ...common, provider: ESPN_ROSTERS, checkUrl: assertEspnQuery });
  // Logged per league: an outage of the summary endpoint is one warning, not one per game.
  const summaryStates = stateLog("ESPN summary", opts.log);
  const rosterStates = stateLog("ESPN roster", opts.log);
  const sheets = new Recent<string, SheetEntry>(opts.maxGames ?? MAX_GAMES);
  const rosters = new Recent<number, PolledSource<PlayerRef[]>>(MAX_ROSTERS);
  // Every player a parsed summary or roster names, with their team: the player pages' way in.
  const players = new EspnPlayerIndex();
  // Each game's sheets as fetched, oldest first, within SHEET_HISTORY_MS: a delayed viewer's.
  const history = new Recent<string, { at: number; sheet: GameSheet }[]>(opts.maxGames ?? MAX_GAMES);
  const remember = (gameId: string, at: number, sheet: GameSheet) => {
    const ring = history.get(gameId) ?? [];
    ring.push({ at, sheet });
    let drop = 0;
    while (drop + 1 < ring.length && ring[drop + 1]!.at <= at - SHEET_HISTORY_MS) drop++;
    drop = Math.max(drop, ring.length - SHEET_HISTORY_MAX);
    if (drop > 0) ring.splice(0, drop);
    history.set(gameId, ring);
  };

  /**
   * A live game as a viewer on a delay sees it at `asOf`: the last sheet fetched by then, held to
   * their card; with none, only what the card itself tells (key events up to its score).
   */
  function sheetAsOf(game: Game, asOf: number): GameSheet | null {
    const ring = history.get(game.id);
    const then = ring?.findLast((e) => e.at <= asOf);
    if (then) return sheetAsOfCard(then.sheet, game);
    const entry = sheets.get(game.id);
    const latest = ring?.at(-1)?.sheet ?? entry?.source.last ?? entry?.previous;
    return latest ? sheetAsOfCard(withheld(latest), game) : null;
  }

  /**
   * ESPN is asked for a "view" only; a "push" (nobody known to watch) answers what is held. A
   * delayed viewer's (`asOf`) live game is answered from the sheets fetched by then, without a
   * request: their card is of the past, and the undelayed reads and the live push keep fetching.
   */
  async function sheet(game: Game, why: SheetDemand = "view", asOf?: number): Promise<GameSheet | null> {
    const ref = parseEspnGameId(game.id);
    if (!ref) return null;
    if (asOf !== undefined && game.gameStatus === "live") return sheetAsOf(game, asOf);
    let entry = sheets.get(game.id);
    if (why === "push") {
      const held = entry?.source.last ?? entry?.previous;
      return held ? sheetAsOfCard(held, game) : null;
    }
    if (!entry || entry.status !== game.gameStatus) {
      entry = {
        status: game.gameStatus,
        previous: entry?.source.last ?? entry?.previous,
        source: new PolledSource<GameSheet>({
          name: ref.league,
          url: () => espnSummaryUrl(opts.baseUrl, ref.league, ref.eventId),
          parse: (json, at) => {
            const parsed = mapEspnSummary(ref.league, json);
            players.learnSheet(parsed, game, at);
            remember(game.id, at, parsed);
            return parsed;
          },
          http: summaryHttp,
          states: summaryStates,
          minIntervalMs: SHEET_REFRESH_MS[game.gameStatus],
          backoffBaseMs: Math.min(BACKOFF_BASE_MS, SHEET_REFRESH_MS[game.gameStatus]),
          maxBackoffMs: MAX_BACKOFF_MS,
          now,
          random: opts.random,
        }),
      };
      sheets.set(game.id, entry);
    }
    await entry.source.refreshIfDue();
    const held = entry.source.last ?? entry.previous;
    return held ? sheetAsOfCard(held, game) : null;
  }

  async function roster(teamId: number): Promise<PlayerRef[] | null> {
    const team = teamById(teamId);
    if (!team?.espnId) return null;
    let source = rosters.get(teamId);
    if (!source) {
      const { league, espnId } = team;
      source = new PolledSource<PlayerRef[]>({
        name: league,
        url: () => espnRosterUrl(opts.baseUrl, league, espnId),
        parse: (json, at) => {
          const squad = mapEspnRoster(league, json);
          players.learnRoster(teamId, squad, at);
          return squad;
        },
        http: rosterHttp,
        states: rosterStates,
        minIntervalMs: ROSTER_REFRESH_MS,
        backoffBaseMs: BACKOFF_BASE_MS,
        maxBackoffMs: MAX_BACKOFF_MS,
        now,
        random: opts.random,
      });
      rosters.set(teamId, source);
    }
    await source.refreshIfDue();
    return source.last ?? null;
  }

  /**
   * The page of a player a summary or roster read since start-up named (ESPN's athlete ids say
   * nothing of the team, and finding one by reading every squad would cost hundreds of
   * requests): null for any other. Their team's squad names them (else the line that named
   * them), and the summaries of the team's latest finals give the lines. A schedule ESPN cannot
   * give fails the page (503), as the team page does, rather than show a season with no games.
   */
  async function player(playerId: string): Promise<PlayerPage | null> {
    const known = players.get(playerId);
    const team = known && teamById(known.teamId);
    if (!known || !team || !opts.schedule) return null;
    const [squad, schedule] = await Promise.all([roster(team.id), opts.schedule(team)]);
    const finals = await mapBounded(latestFinals(schedule, PLAYER_PAGE_GAMES), PLAYER_PAGE_CONCURRENCY, async (g) => ({
      game: g,
      sheet: await sheet(g, "view"),
    }));
    return espnPlayerPage(squad?.find((p) => p.id === playerId) ?? known.ref, team, finals);
  }

  return { sheet, roster, player };
}
export type EspnGameSheets = ReturnType<typeof espnGameSheets>;
