import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { memoryBus } from "../realtime/bus";
import { DomainEvents } from "./events";
import { ReadCache, watchedReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("shares one load per key, and refuses a load that raced an invalidation", async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    let release!: (v: string) => void;
    const slow = () => {
      loads++;
      return new Promise<string>((r) => (release = r));
    };
    const a = cache.get("k", slow);
    const b = cache.get("k", slow);
    expect(loads).toBe(1);
    cache.invalidate(); // a write committed while the rows were being read
    release("old");
    expect(await a).toBe("old");
    expect(await b).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
    expect(await cache.get("k", async () => "newer")).toBe("new");
  });

  it("a failed load is not kept", async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });
});

describe("watchedReadCache", () => {
  function fakeApp() {
    const bus = memoryBus();
    const domainEvents = new DomainEvents({ error: () => undefined });
    const app = { bus, domainEvents, addHook: () => undefined } as unknown as FastifyInstance;
    return { app, bus, domainEvents };
  }

  it("drops everything on one of its events here, and tells the other instances through the bus", async () => {
    const here = fakeApp();
    const cache = watchedReadCache(here.app, "t", ["post.published", "user.muted"], { ttlMs: 60_000, maxEntries: 10 });
    const told: unknown[] = [];
    here.bus.subscribe("cache.t.changed", (p) => told.push(p));
    await cache.get("k", async () => 1);
    await here.domainEvents.publish("friend.requested", { requesterId: 1, addresseeId: 2 });
    expect(await cache.get("k", async () => 2)).toBe(1);
    await here.domainEvents.publish("post.published", { postId: 1, authorId: 2 });
    expect(await cache.get("k", async () => 2)).toBe(2);
    await here.domainEvents.publish("user.muted", { muterId: 1, mutedId: 2 });
    expect(await cache.get("k", async () => 3)).toBe(3);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(told).toHaveLength(1); // one message for the burst
  });

  it("drops everything when another instance says something changed there", async () => {
    const here = fakeApp();
    const cache = watchedReadCache(here.app, "t", ["post.published"], { ttlMs: 60_000, maxEntries: 10 });
    await cache.get("k", async () => 1);
    await here.bus.publish("cache.t.changed", { from: "another instance" });
    expect(await cache.get("k", async () => 2)).toBe(2);
  });
});
