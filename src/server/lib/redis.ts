import type { Redis } from "ioredis";

/**
 * Opens a Redis connection that fails fast instead of queueing commands forever. ioredis
 * (~20 MB resident) is loaded only when REDIS_URL asks for it.
 */
export async function openRedis(url: string, name: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    connectionName: `fanzone:${name}`,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  redis.on("error", () => undefined); // reconnects by itself; callers see command errors
  await redis.connect();
  return redis;
}
