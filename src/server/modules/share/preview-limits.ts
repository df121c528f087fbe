import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/errors";

/**
 * Link preview cards are public (no session) and a render costs tens of milliseconds of CPU
 * (security review, finding 2; bench/results/preview-cards.md). Only renders count: a card
 * already drawn is served to anyone, any number of times.
 */
export const PREVIEW_LIMITS = {
  /**
   * Cards drawn for one client address (scaled by RATE_LIMIT_SCALE; with Redis, across
   * instances). A link-preview service unfurls a few new links a minute; a script cycling
   * through ids gets 30 renders, a second or two of CPU, per 10 minutes.
   */
  rendersPerAddress: { limit: 30, windowSeconds: 10 * 60 },
  /** Renders at a time on one instance: the other core stays with the API. */
  concurrentRenders: 1,
  /** Renders that may wait for their turn (well under a second of work); beyond that, 429. */
  waitingRenders: 8,
  /** Retry-After (seconds) when the queue is full. */
  busyRetryAfterSeconds: 2,
} as const;

export const PREVIEW_BUSY_MESSAGE = "Busy drawing other preview images. Please try again in a moment.";

/** Counts one render for the request's address: 429 with Retry-After past the limit. */
export async function countPreviewRender(app: FastifyInstance, req: FastifyRequest) {
  const { limit, windowSeconds } = PREVIEW_LIMITS.rendersPerAddress;
  const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
  const res = await app.rateLimiter.hit(`previewRender:ip:${req.ip}`, scaled, windowSeconds);
  if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds);
}

export const previewBusy = () => tooManyRequests(PREVIEW_LIMITS.busyRetryAfterSeconds, PREVIEW_BUSY_MESSAGE);
