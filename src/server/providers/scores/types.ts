import type { GameSheet, PlayerPage, PlayerRef } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";

/** Who asks for a game's sheet (see `ScoresProvider.sheet`). */
export type SheetDemand = "view" | "push";

/**
 * Where games come from. The live service polls `fetchGames()` every `intervalMs` on the
 * leader instance, diffs the result and publishes what changed. A provider never throws for a
 * failed refresh: it returns its last good data marked stale.
 *
 * Inside a game (issue #35): a provider that knows players implements the three optional
 * methods below (the simulator does; ESPN's summary/roster parsers answer them for ESPN). The
 * game centre calls them; a provider without them answers the empty sheet (every field of
 * `gameSheetSchema` present, null or []), 404 for rosters and player pages.
 *
 * - `sheet(game)`: `game` is the score card the API is about to answer (the board's copy, or
 *   the stored final), so the provider has the id, league, sport, teams and status without a
 *   lookup. Answer the sheet AS OF THAT CARD: live, only what has happened up to it (key events,
 *   box score, line score agree with `game.homeScore`/`awayScore`); upcoming: venue,
 *   broadcasts, probable lineups, head-to-head, `boxScore: null`, `lineScore: null`, no events.
 *   Null when the provider cannot tell (unknown game, upstream down with nothing cached).
 *   The caller diffs successive sheets for the live push, so keep ids stable (key event `id`,
 *   player `id`) across calls. Never throw for an upstream failure: answer null (or stale).
 *   `why` says who asks (SheetDemand). "view" (the default): a fan opening the game, or the live
 *   push of a game someone has open or whose team fans follow. "push": the live push of a game
 *   nobody is known to watch. A provider whose sheets cost an upstream request (ESPN: one
 *   summary per game) asks upstream only for "view" and answers a "push" from what it holds, so
 *   an evening of 40 live games costs requests for the games fans look at, not for all 40.
 *   `asOf` (ms since epoch): a viewer on a delay (issue #37), whose stream is at that moment and
 *   whose `game` is the card as it was then. Answer nothing newer than that moment: a provider
 *   that computes the sheet from the card (the simulator) may ignore it; one whose sheets are
 *   fetched (ESPN) answers the last sheet it fetched by then, and withholds what the card does
 *   not determine (box score, line score, team stats, leaders) when it fetched none by then.
 * - `roster(teamId)`: `teamId` is the catalogue id (`CatalogueTeam.espnId` maps it to ESPN's).
 *   The players of the team's squad; null for a team the provider does not know.
 * - `player(playerId)`: the player page (`playerPageSchema`): season totals = the sums of the
 *   game lines, game lines newest first, keyed like the box score group the player appears in.
 *   Null for an unknown player (the API answers 404). The spoiler shield is applied by the
 *   caller (the game centre), not by the provider.
 */
export interface ScoresProvider {
  readonly name: "simulated" | "espn";
  readonly intervalMs: number;
  fetchGames(): Promise<Game[]>;
  sheet?(game: Game, why?: SheetDemand, asOf?: number): Promise<GameSheet | null>;
  roster?(teamId: number): Promise<PlayerRef[] | null>;
  player?(playerId: string): Promise<PlayerPage | null>;
}
