import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests, unauthenticated } from "./errors";

/** A per-user write limit for a route (preHandler): `limit` calls per `windowSeconds`, scaled for tests. */
export function userWriteLimit(app: FastifyInstance, name: string, limit: number, windowSeconds: number) {
  return async (req: FastifyRequest) => {
    if (req.userId === null) throw unauthenticated();
    const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
    const res = await app.rateLimiter.hit(`${name}:user:${req.userId}`, scaled, windowSeconds);
    if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds);
  };
}
