import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests, unauthenticated } from "./errors";

export const WRITE_LIMIT_MESSAGE = "You are doing that too often. Please wait a moment.";

/** Counts one write of `userId` under `name`: 429 with Retry-After past `limit` per `windowSeconds` (scaled for tests). */
export async function countUserWrite(
  app: FastifyInstance,
  name: string,
  limit: number,
  windowSeconds: number,
  userId: number,
) {
  const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
  const res = await app.rateLimiter.hit(`${name}:user:${userId}`, scaled, windowSeconds);
  if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds, WRITE_LIMIT_MESSAGE);
}

const writeLimits = new WeakSet<object>();
/** Whether a route's preHandler is a write limit (the API description then documents its 429). */
export const isWriteLimit = (handler: unknown) => typeof handler === "function" && writeLimits.has(handler);

/** A per-user write limit for a route (preHandler): `limit` calls per `windowSeconds`, scaled for tests. */
export function userWriteLimit(app: FastifyInstance, name: string, limit: number, windowSeconds: number) {
  const limiter = async (req: FastifyRequest) => {
    if (req.userId === null) throw unauthenticated();
    await countUserWrite(app, name, limit, windowSeconds, req.userId);
  };
  writeLimits.add(limiter);
  return limiter;
}
