import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { EventName } from "./events";
import { TtlCache } from "./ttl-cache";

/**
 * A per-instance cache of rows many requests read and few change (the newest posts, the
 * upcoming events), dropped WHOLE as soon as something it holds may have changed:
 *   - on this instance, on the domain events that say so (`app.domainEvents`: the service that
 *     made the change publishes it once its transaction committed, before its request answers);
 *   - on the other instances, through `app.bus` (`cache.<name>.changed`), like the session cache.
 * Entries also expire after `ttlMs`, which bounds a lost bus message, and a write no event tells
 * of (one made straight in the database by an operator).
 *
 * A load that raced a write (read the rows just before the commit, answered after it) is not
 * stored: `TtlCache` refuses entries of an older generation. Loads of one key are shared while
 * in flight, so a cold cache under load costs one load, not one per request.
 *
 * What is cached must not depend on the viewer; what does (blocks, likes, RSVPs) is cached
 * under keys naming the viewer, in the same cache, so the same writes drop it.
 */
export class ReadCache {
  private readonly entries: TtlCache<string, unknown>;
  private readonly inflight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  constructor(opts: { ttlMs: number; maxEntries: number }) {
    this.entries = new TtlCache({ ttlMs: opts.ttlMs, maxEntries: opts.maxEntries });
  }

  /** The value of `key`, from the cache or from `load()`. */
  get<V>(key: string, load: () => Promise<V>): Promise<V> | V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit as V;
    const generation = this.entries.generation();
    const running = this.inflight.get(key);
    if (running && running.generation === generation) return running.promise as Promise<V>;
    const promise = load().then(
      (value) => {
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
        this.entries.set(key, value, generation);
        return value;
      },
      (err: unknown) => {
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
        throw err;
      },
    );
    this.inflight.set(key, { generation, promise });
    return promise;
  }

  /** Drops one entry that is only out of date (not invalidated: other loads may still be kept). */
  forget(key: string): void {
    this.entries.forget(key);
    this.inflight.delete(key);
  }

  /** Drops everything, and every load in flight (a write committed). */
  invalidate(): void {
    this.entries.invalidate(() => true);
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A read cache for this app, dropped on each of `changes` (domain events), here or on another
 * instance. Call once, when a module registers.
 */
export function watchedReadCache(
  app: FastifyInstance,
  name: string,
  changes: readonly EventName[],
  opts: { ttlMs: number; maxEntries: number },
): ReadCache {
  const cache = new ReadCache(opts);
  const topic = `cache.${name}.changed`;
  const self = randomUUID();
  // One bus message per burst of changes (a like storm, an account deletion's many events).
  let queued = false;
  const changed = () => {
    cache.invalidate();
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      void app.bus.publish(topic, { from: self }).catch(() => undefined);
    });
  };
  const unwatch = changes.map((event) => app.domainEvents.on(event, changed));
  const unsubscribe = app.bus.subscribe(topic, (payload) => {
    if ((payload as { from?: string } | null)?.from !== self) cache.invalidate();
  });
  app.addHook("onClose", async () => {
    for (const off of unwatch) off();
    unsubscribe();
  });
  return cache;
}
