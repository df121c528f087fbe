import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";

/**
 * A cross-instance message bus for everything that is not the score board (which has its own
 * hub with snapshots): notifications to a user's sockets, ended sessions, game threads, cache
 * invalidations. In-process by default; Redis pub/sub when REDIS_URL is set, so a message
 * published on one instance reaches the handlers of every instance, the publisher's included.
 * The publisher's own handlers run before `publish` returns, in-process or not: a cache a write
 * drops through the bus is clean on the writer's instance when the write answers.
 * Delivery is at most once: a message published while Redis is away is lost, so callers keep
 * the durable state in the database and use the bus only to tell live listeners.
 */
export interface Bus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      // Through JSON, like Redis: handlers never share (or mutate) the publisher's objects.
      events.emit(topic, JSON.parse(JSON.stringify(payload ?? null)));
    },
    subscribe(topic, handler) {
      events.on(topic, handler);
      return () => events.off(topic, handler);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/** `publisher` is the app's command connection; `subscriber` is dedicated to SUBSCRIBE. */
export function redisBus(
  publisher: Redis,
  subscriber: Redis,
  namespace: string,
  log?: { warn(o: object, m: string): void },
): Bus {
  const channel = `${namespace}:bus`;
  // This instance's messages come back from Redis too: skipped, its handlers had them at once.
  const origin = randomUUID();
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const deliver = (raw: string, fromRedis: boolean) => {
    let msg: { origin: string; topic: string; payload: unknown };
    try {
      msg = JSON.parse(raw) as typeof msg;
    } catch {
      return;
    }
    if (fromRedis && msg.origin === origin) return;
    for (const h of handlers.get(msg.topic) ?? []) h(msg.payload);
  };
  subscriber.on("message", (ch: string, raw: string) => {
    if (ch === channel) deliver(raw, true);
  });
  const ready = subscriber.subscribe(channel);
  return {
    async publish(topic, payload) {
      const raw = JSON.stringify({ origin, topic, payload: payload ?? null });
      deliver(raw, false); // parsed again: handlers never share (or mutate) the publisher's objects
      await ready.catch(() => undefined);
      await publisher
        .publish(channel, raw)
        .catch((err: Error) => log?.warn({ err: err.message, topic }, "bus publish failed"));
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
