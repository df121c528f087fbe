import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { tooManyRequests } from "./errors";

/**
 * A per-user fixed-window limit for a write route, as a preHandler: counted per signed-in user
 * (or per IP before sign-in) through app.rateLimiter, so every instance shares the counters
 * when Redis is configured. RATE_LIMIT_SCALE multiplies the limit (tests).
 */
export function userWriteLimit(
  app: FastifyInstance,
  name: string,
  limit: number,
  windowSeconds: number,
): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest) => {
    const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
    const who = req.userId !== null ? `u${req.userId}` : `ip${req.ip}`;
    const res = await app.rateLimiter.hit(`write:${name}:${who}`, scaled, windowSeconds);
    if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds, "Too many requests. Please slow down.");
  };
}
