import type { FastifyReply } from "fastify";
import { gameListSchema, type Game } from "@shared/schemas/live";
import { EncodedJson } from "../../lib/encoded-response";
import type { LiveService } from "./live.service";

/**
 * How current a view of the board is, for clients that want it for the whole list (the body
 * stays SPEC's plain array of games, each with its own `updatedAt` and `stale`):
 * - `X-Board-Stale: true` when the provider could not refresh some of its games, which are then
 *   its last good data;
 * - `X-Board-Updated-At`: when the data was last good: for a stale view, the oldest `updatedAt`
 *   of its stale games; otherwise the latest `updatedAt` of any game. Absent for an empty view.
 */
export const BOARD_STALE_HEADER = "x-board-stale";
export const BOARD_UPDATED_AT_HEADER = "x-board-updated-at";

export interface BoardView {
  encoded: EncodedJson;
  stale: boolean;
  updatedAt: string | null;
}

export function freshnessOf(games: readonly Game[]): Pick<BoardView, "stale" | "updatedAt"> {
  const stale = games.filter((g) => g.stale);
  if (stale.length)
    return { stale: true, updatedAt: stale.reduce((a, g) => (g.updatedAt < a ? g.updatedAt : a), stale[0]!.updatedAt) };
  return {
    stale: false,
    updatedAt: games.reduce<string | null>((a, g) => (a && a > g.updatedAt ? a : g.updatedAt), null),
  };
}

export function setFreshnessHeaders(reply: FastifyReply, view: Pick<BoardView, "stale" | "updatedAt">) {
  reply.header(BOARD_STALE_HEADER, String(view.stale));
  if (view.updatedAt) reply.header(BOARD_UPDATED_AT_HEADER, view.updatedAt);
}

/**
 * The encoded views of the live board (all games, one league, ...), each made once per board
 * version. Views are few and fixed (the routes' keys come from validated params), so the map
 * stays small; a new version drops them all.
 */
export class BoardResponses {
  private version = -1;
  private readonly views = new Map<string, BoardView>();

  constructor(private readonly live: Pick<LiveService, "list" | "version">) {}

  get(key: string, select: (games: Game[]) => Game[]): BoardView {
    if (this.version !== this.live.version) {
      this.views.clear();
      this.version = this.live.version;
    }
    let view = this.views.get(key);
    if (!view) {
      const games = select(this.live.list());
      // Through the response schema once per version, as the route's serialiser would per request.
      view = { encoded: EncodedJson.of(gameListSchema.encode(games)), ...freshnessOf(games) };
      this.views.set(key, view);
    }
    return view;
  }
}
