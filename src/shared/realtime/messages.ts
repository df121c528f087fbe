import { z } from "zod";
import { gameSchema, type Game } from "../schemas/live";
import { notificationSchema } from "../schemas/notifications";
import { gameCommentSchema, gameIdSchema, gameUpdateSchema } from "../schemas/games";

// The /ws protocol (SPEC §7). Client: subscribe_scores once open. Server: score_update with the
// full game each time a game changes. Anything else a client sends is ignored.
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe_scores") }),
  z.object({ type: z.literal("unsubscribe_scores") }),
  /**
   * A game's page: its match thread and timeline (game_comment, game_update), and its sheet's
   * changes (game_update with `sheet`) unless the viewer's spoiler shield covers the game;
   * `reveal: true` once the viewer revealed it.
   */
  z.object({ type: z.literal("subscribe_game"), gameId: gameIdSchema, reveal: z.boolean().optional() }),
  z.object({ type: z.literal("unsubscribe_game"), gameId: gameIdSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("score_update"), data: gameSchema }),
  /** Acknowledges subscribe_scores ("scores") or subscribe_game ("game:<id>"): from now on every change is pushed. */
  z.object({ type: z.literal("subscribed"), data: z.object({ topic: z.string() }) }),
  /** A new comment in the match thread of a game the client follows. */
  z.object({ type: z.literal("game_comment"), data: gameCommentSchema }),
  z.object({ type: z.literal("game_comment_deleted"), data: z.object({ gameId: z.string(), id: z.number().int() }) }),
  /**
   * A followed game changed its story (kick-off, period, score, final): the game and its new
   * timeline entries; or, on the sheet topic, what changed inside it (`sheet`, see gameUpdateSchema).
   */
  z.object({ type: z.literal("game_update"), data: gameUpdateSchema }),
  /** A notification for the signed-in user: sent to all their sockets, no subscription needed. */
  z.object({ type: z.literal("notification"), data: notificationSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export const scoreUpdate = (game: Game): ServerMessage => ({ type: "score_update", data: game });

/** Parses one text frame; null for anything malformed (logged and ignored by both sides). */
export function parseMessage<T>(schema: z.ZodType<T>, raw: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** WebSocket limits shared by the gateway and its tests. */
export const WS_LIMITS = {
  /** Largest frame accepted (bytes); @fastify/websocket closes with 1009 above it. */
  maxPayload: 4096,
  /** Token bucket per connection: burst and refill per second; a client far over it is closed (1008). */
  burst: 20,
  refillPerSecond: 5,
  /** Messages dropped by the throttle before the socket is closed as abusive. */
  dropsBeforeClose: 50,
  heartbeatMs: 30_000,
  maxConnectionsPerUser: 20,
} as const;
