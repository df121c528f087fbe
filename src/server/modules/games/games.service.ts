import type { GameDetail } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { EventsDeps } from "../events/events.service";
import { listGameWatchParties } from "../events/events.service";
import { listFriends } from "../friends/friends.service";
import { presentTimelineRow } from "./game-recorder";
import { EMPTY_SHEET, sheetAsOfCard, viewerSheet, type SheetDeps } from "./game-sheets.service";
import * as repo from "./games.repository";

/** A game has at most a few hundred changes; this bounds its story all the same. */
export const TIMELINE_MAX = 500;

export interface GamesDeps {
  db: Db;
  /** The live board of this instance (fresher than the stored copy while a game is on it). */
  board: (id: string) => Game | undefined;
  events: EventsDeps;
  /** The game sheet's provider and the spoiler shield (issue #35); without them a game has the empty sheet. */
  sheets?: SheetDeps;
  /**
   * A viewer on a delay (issue #37): the moment (ms since epoch) their stream shows, `board`
   * answers the game as it was then, and nothing later is shown (timeline, sheet, thread).
   */
  asOf?: number;
}

export const GAME_NOT_FOUND = "Game not found";

/** The game as it is now: the live board's copy while it is on the board, else the stored one. */
export async function currentGame(deps: GamesDeps, id: string): Promise<Game> {
  const live = deps.board(id);
  // On a delay the board's past state is the answer: the stored copy may already be the final.
  if (live && deps.asOf !== undefined) return live;
  const stored = await repo.findGame(deps.db, id);
  // A finished game stays as it ended, even when a provider replays it (see upsertGames).
  if (stored && (!live || (stored.status === "final" && live.gameStatus !== "final"))) return stored.state;
  if (!live) throw notFound(GAME_NOT_FOUND);
  return live;
}

/**
 * Makes sure the game has its row before something refers to it (a comment or a pick can come
 * before the recorder's first write of a game new on the board); 404 for a game nobody knows.
 */
export async function ensureStored(deps: GamesDeps, id: string) {
  if (await repo.findGame(deps.db, id)) return;
  const live = deps.board(id);
  if (!live) throw notFound(GAME_NOT_FOUND);
  await repo.insertGameIfMissing(deps.db, live);
}

export async function friendIdsOf(db: Db, userId: number): Promise<number[]> {
  return (await listFriends(db, userId)).map((f) => f.id);
}

/**
 * GET /api/games/:id: the score card, its timeline, the watch parties the viewer may see, and the
 * game sheet as the card stands (without its spoilers when the viewer's shield covers the game
 * and `reveal` is not set).
 */
export async function gameDetail(deps: GamesDeps, viewerId: number, id: string, reveal = false): Promise<GameDetail> {
  const game = await currentGame(deps, id);
  const [timeline, watchParties, { sheet, shielded }] = await Promise.all([
    repo.timelineOf(deps.db, id, TIMELINE_MAX),
    listGameWatchParties(deps.events, viewerId, id, () => friendIdsOf(deps.db, viewerId)),
    deps.sheets ? viewerSheet(deps.sheets, viewerId, game, reveal, deps.asOf) : { sheet: EMPTY_SHEET, shielded: false },
  ]);
  const asOf = deps.asOf;
  const story = asOf === undefined ? timeline : timeline.filter((r) => r.at.getTime() <= asOf);
  const shown = asOf === undefined ? sheet : sheetAsOfCard(sheet, game);
  return { ...game, timeline: story.map(presentTimelineRow), watchParties, ...shown, shielded };
}
