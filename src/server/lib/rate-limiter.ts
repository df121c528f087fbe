import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

/** Fixed-window counters; with Redis, all instances share them. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * rate-limiter-flexible's fixed windows (docs/decisions/1350). Its limiters fix their points and
 * window, while our callers pass them with each hit (a route's figure, scaled for tests): one
 * limiter per (points, window) pair, made on first use — the table in write-limits.ts and the
 * auth limits bound how many there are. With Redis, each counts in Redis and, while Redis is not
 * ready or a command fails, in this instance's memory (its insurance limiter): an outage degrades
 * the limits to per-instance ones instead of refusing, or letting through, every write.
 */
export function rateLimiter(opts: { redis?: Redis | null; prefix?: string } = {}): RateLimiter {
  const prefix = opts.prefix ?? "rl:";
  const limiters = new Map<string, { main: RateLimiterAbstract; insurance: RateLimiterMemory | null }>();

  const limiterFor = (points: number, duration: number) => {
    const id = `${points}/${duration}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      // The window in the prefix: a key counted in two windows is two counters, as it was.
      const keyPrefix = `${prefix}${duration}s`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      limiter = opts.redis
        ? {
            main: new RateLimiterRedis({
              storeClient: opts.redis,
              points,
              duration,
              keyPrefix,
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            }),
            insurance: memory,
          }
        : { main: memory, insurance: null };
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const result = (allowed: boolean, res: RateLimiterRes): RateLimitResult => ({
    allowed,
    remaining: res.remainingPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });

  return {
    async hit(key, limit, windowSeconds) {
      try {
        return result(true, await limiterFor(limit, windowSeconds).main.consume(key));
      } catch (refused) {
        // A refusal resolves to the counter's state; anything else is a store error with no insurance.
        if (refused instanceof RateLimiterRes) return result(false, refused);
        throw refused;
      }
    },
    async reset(key) {
      // Counts made during an outage live in the insurance limiter: both forget the key. Redis is
      // asked only while ready (a delete has no insurance and would wait out the reconnection);
      // a key it keeps through an outage expires with its window.
      const redisReady = opts.redis?.status === "ready";
      await Promise.all(
        [...limiters.values()].flatMap(({ main, insurance }) => [
          insurance ? insurance.delete(key) : main.delete(key),
          insurance && redisReady ? main.delete(key).catch(() => false) : false,
        ]),
      );
    },
    async close() {
      limiters.clear();
    },
  };
}
