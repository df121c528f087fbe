import type { FastifyReply } from "fastify";
import { gameListSchema, type Game } from "@shared/schemas/live";
import { EncodedJson } from "../../lib/encoded-response";
import type { DelayProfile } from "../../realtime/fan-delay";
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

/** Delayed views kept (a view per route key and delay in use); past this the oldest goes. */
const DELAYED_VIEWS_MAX = 512;

const profileKey = (p: DelayProfile) =>
  p.parties?.size ? `${p.ownMs}|${[...p.parties].map(([id, d]) => `${id}:${d.ms}:${d.from}`).join(",")}` : `${p.ownMs}`;

/**
 * The encoded views of the board as fans on a delay see it (issue #37). A delayed view changes
 * when one of its games' states crosses the fan's moment, not on every change: each request
 * picks the states (cheap: the newest few of each game's history) and reuses the encoding made
 * for the same states, so fans on one delay share one encoding between two changes.
 */
export class DelayedBoardResponses {
  private readonly views = new Map<string, { games: Game[]; view: BoardView }>();

  constructor(private readonly live: Pick<LiveService, "listFor">) {}

  get(key: string, select: (games: Game[]) => Game[], profile: DelayProfile): BoardView {
    const games = select(this.live.listFor(profile));
    const k = `${key}@${profileKey(profile)}`;
    const hit = this.views.get(k);
    if (hit && hit.games.length === games.length && hit.games.every((g, i) => g === games[i])) return hit.view;
    const view = { encoded: EncodedJson.of(gameListSchema.encode(games)), ...freshnessOf(games) };
    this.views.delete(k);
    this.views.set(k, { games, view });
    if (this.views.size > DELAYED_VIEWS_MAX) this.views.delete(this.views.keys().next().value!);
    return view;
  }
}
