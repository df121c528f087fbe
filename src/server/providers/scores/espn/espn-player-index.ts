import type { GameSheet, PlayerRef } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";

// ESPN's athlete ids carry no team ("3945274"), and the player page needs one: its games are
// the team's schedule. This index remembers, for every player a parsed roster or game summary
// named, their catalogue team and how they were named, and nothing else: no request of its own.

export interface IndexedPlayer {
  ref: PlayerRef;
  teamId: number;
  /** When the evidence holds: a roster's fetch, a game's start. The freshest evidence wins. */
  at: number;
}

/**
 * Bounds what is remembered (a few MB): the catalogue's squads at ESPN come to about 19,000
 * players, college football's 70 teams some 7,700 of them.
 */
export const MAX_INDEXED_PLAYERS = 25_000;

export class EspnPlayerIndex {
  private readonly byId = new Map<string, IndexedPlayer>();

  constructor(private readonly max = MAX_INDEXED_PLAYERS) {}

  get(id: string): IndexedPlayer | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Records that `ref` played for `teamId` as of `at`, unless fresher evidence says otherwise
   * (a squad read now outranks an old game; a game after that read, a trade, outranks the squad).
   */
  learn(ref: PlayerRef, teamId: number, at: number) {
    const known = this.byId.get(ref.id);
    if (known && known.at > at) return;
    // Re-inserted so the map's order is the order of last evidence: the stalest goes first.
    this.byId.delete(ref.id);
    this.byId.set(ref.id, { ref, teamId, at });
    if (this.byId.size > this.max) this.byId.delete(this.byId.keys().next().value!);
  }

  /** A team's squad as read at `at`. */
  learnRoster(teamId: number, players: readonly PlayerRef[], at: number) {
    for (const p of players) this.learn(p, teamId, at);
  }

  /**
   * Everyone a game's sheet, read at `readAt`, names on a side whose team is in the catalogue, as
   * of the game's start (or of the read, for a line-up announced before the game).
   */
  learnSheet(sheet: GameSheet, game: Game, readAt: number) {
    const started = game.gameTime ? Date.parse(game.gameTime) : NaN;
    const at = Number.isFinite(started) ? Math.min(started, readAt) : readAt;
    for (const side of ["home", "away"] as const) {
      const teamId = sheet.boxScore?.[side].teamId ?? (side === "home" ? game.homeTeam.id : game.awayTeam.id);
      if (teamId === null) continue;
      const lineup = sheet.lineups?.[side];
      for (const ref of [...(lineup?.starters ?? []), ...(lineup?.bench ?? [])]) this.learn(ref, teamId, at);
      for (const group of sheet.boxScore?.[side].groups ?? [])
        for (const line of group.players) this.learn(line.player, teamId, at);
    }
  }
}
