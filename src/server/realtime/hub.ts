import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import type { Game } from "@shared/schemas/live";

/**
 * The real-time hub: how the leader's score changes reach every instance. In-process by
 * default; Redis pub/sub when REDIS_URL is set, so each instance pushes to its own clients.
 */
export type HubMessage =
  | { kind: "changed"; origin: string; games: Game[] }
  /** The full board: replaces every instance's copy (new leader, new day, periodic resync). */
  | { kind: "snapshot"; origin: string; games: Game[] };

export interface Hub {
  publish(msg: HubMessage): Promise<void>;
  subscribe(handler: (msg: HubMessage) => void): () => void;
  /** The last full board, for an instance that starts after the leader. */
  saveSnapshot(games: Game[]): Promise<void>;
  loadSnapshot(): Promise<Game[] | null>;
  close(): Promise<void>;
}

export function memoryHub(): Hub {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let snapshot: Game[] | null = null;
  return {
    async publish(msg) {
      events.emit("msg", msg);
    },
    subscribe(handler) {
      events.on("msg", handler);
      return () => events.off("msg", handler);
    },
    async saveSnapshot(games) {
      snapshot = games;
    },
    async loadSnapshot() {
      return snapshot;
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/** Redis pub/sub: `publisher` is the app's command connection; `subscriber` is dedicated to SUBSCRIBE. */
export function redisHub(
  publisher: Redis,
  subscriber: Redis,
  namespace: string,
  log?: { warn(o: object, m: string): void },
): Hub {
  const channel = `${namespace}:games`;
  const snapshotKey = `${namespace}:snapshot`;
  const handlers = new Set<(msg: HubMessage) => void>();
  subscriber.on("message", (ch: string, raw: string) => {
    if (ch !== channel) return;
    let msg: HubMessage;
    try {
      msg = JSON.parse(raw) as HubMessage;
    } catch {
      return;
    }
    for (const h of handlers) h(msg);
  });
  const ready = subscriber.subscribe(channel);
  return {
    async publish(msg) {
      await ready;
      await publisher
        .publish(channel, JSON.stringify(msg))
        .catch((err: Error) => log?.warn({ err: err.message }, "hub publish failed"));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async saveSnapshot(games) {
      await publisher.set(snapshotKey, JSON.stringify(games), "EX", 3600).catch(() => undefined);
    },
    async loadSnapshot() {
      const raw = await publisher.get(snapshotKey).catch(() => null);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as Game[];
      } catch {
        return null;
      }
    },
    async close() {
      handlers.clear();
      await subscriber.quit().catch(() => undefined);
    },
  };
}

/** Resolves once the subscriber has joined its channel (tests wait for it). */
export const hubReady = (hub: Hub) => hub.loadSnapshot().then(() => undefined);
