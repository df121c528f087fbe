import type { FastifyInstance } from "fastify";
import { countUserWrite, userWriteLimit } from "./user-write-limit";

/**
 * Per-user limits of the everyday writes (security review, finding 10): generous for a fan at a
 * busy match, far below what a script needs to flood a feed or a notification list. Every attempt
 * counts, refused ones included, so probing costs the same as writing. Counters live in Redis
 * when REDIS_URL is set (all instances share them) and are multiplied by RATE_LIMIT_SCALE.
 */
export const WRITE_LIMITS = {
  /** New posts (JSON or multipart). */
  post: { limit: 30, windowSeconds: 10 * 60 },
  /** Comments on posts (match threads have their own, in games.limits.ts). */
  comment: { limit: 30, windowSeconds: 10 * 60 },
  /** Like, unlike and set-like on posts. */
  like: { limit: 120, windowSeconds: 10 * 60 },
  /** Image uploads (decoded and re-encoded: the most expensive write); each is a post too. */
  upload: { limit: 20, windowSeconds: 60 * 60 },
  /** Friend requests sent. */
  friendRequest: { limit: 30, windowSeconds: 60 * 60 },
  /** Communities created. */
  community: { limit: 5, windowSeconds: 60 * 60 },
  /** Events created. */
  event: { limit: 10, windowSeconds: 60 * 60 },
  /** RSVPs set or withdrawn. */
  rsvp: { limit: 60, windowSeconds: 10 * 60 },
  /** Teams followed or unfollowed. */
  follow: { limit: 60, windowSeconds: 10 * 60 },
} as const;
export type WriteLimitName = keyof typeof WRITE_LIMITS;

/** The route's preHandler for one of the limits above. */
export const writeLimit = (app: FastifyInstance, name: WriteLimitName) =>
  userWriteLimit(app, `write:${name}`, WRITE_LIMITS[name].limit, WRITE_LIMITS[name].windowSeconds);

/** Counts one write inside a handler, for limits that depend on the body (an upload in a post). */
export const countWrite = (app: FastifyInstance, name: WriteLimitName, userId: number) =>
  countUserWrite(app, `write:${name}`, WRITE_LIMITS[name].limit, WRITE_LIMITS[name].windowSeconds, userId);
