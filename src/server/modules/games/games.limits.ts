import type { FastifyInstance } from "fastify";
import { tooManyRequests } from "../../lib/errors";

// Per-user write limits of the game centre: a match thread stays a conversation, not a flood.
export const GAME_LIMITS = {
  comment: { limit: 10, windowSeconds: 60 },
  deleteComment: { limit: 30, windowSeconds: 60 },
  prediction: { limit: 30, windowSeconds: 60 },
} as const;

/** Counts one write of `userId`; 429 with Retry-After past the limit (shared by all instances through Redis). */
export async function throttleUser(app: FastifyInstance, name: keyof typeof GAME_LIMITS, userId: number) {
  const { limit, windowSeconds } = GAME_LIMITS[name];
  const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
  const res = await app.rateLimiter.hit(`games:${name}:${userId}`, scaled, windowSeconds);
  if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds, "You are doing that too often. Please wait a moment.");
}
