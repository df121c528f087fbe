import type { Redis } from "ioredis";

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

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      // INCR + EXPIRE NX in one round trip keeps the window fixed from its first hit.
      const res = await redis.multi().incr(k).expire(k, windowSeconds, "NX").pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const pttl = Number(res?.[2]?.[1] ?? windowSeconds * 1000);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((pttl > 0 ? pttl : windowSeconds * 1000) / 1000)),
      };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {},
  };
}

/**
 * Redis counters while Redis answers, this instance's own counters while it does not: a Redis
 * outage degrades the limits to per-instance ones instead of refusing (or failing) every write.
 * `isUp` is checked first so an outage costs no waiting; a command that fails anyway falls back too.
 */
export function resilientRateLimiter(
  shared: RateLimiter,
  local: RateLimiter,
  isUp: () => boolean,
  onFallback?: (err: unknown) => void,
): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      if (isUp()) {
        try {
          return await shared.hit(key, limit, windowSeconds);
        } catch (err) {
          onFallback?.(err);
        }
      }
      return local.hit(key, limit, windowSeconds);
    },
    async reset(key) {
      await local.reset(key);
      if (isUp()) await shared.reset(key).catch((err: unknown) => onFallback?.(err));
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
