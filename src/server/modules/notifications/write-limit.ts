import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/errors";
import { currentUserId } from "../../plugins/auth";

/** A per-user write limit for a route (preHandler): `limit` calls per `windowSeconds`, scaled for tests. */
export function userWriteLimit(app: FastifyInstance, name: string, limit: number, windowSeconds: number) {
  return async (req: FastifyRequest) => {
    const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
    const res = await app.rateLimiter.hit(`${name}:user:${currentUserId(req)}`, scaled, windowSeconds);
    if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds);
  };
}
