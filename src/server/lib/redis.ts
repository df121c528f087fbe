import { Redis } from "ioredis";

/** Opens a Redis connection that fails fast instead of queueing commands forever. */
export async function openRedis(url: string, name: string): Promise<Redis> {
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
