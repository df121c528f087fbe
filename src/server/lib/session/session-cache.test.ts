import { describe, expect, it } from "vitest";
import { SessionCache, type CachedSession } from "./session-cache";

const session = (sessionId: number, userId: number): CachedSession => ({
  sessionId,
  userId,
  expiresAt: 10_000_000,
  lastSeenAt: 0,
});

function cacheAt(start = 1_000) {
  const clock = { now: start };
  const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 3, now: () => clock.now });
  return { cache, clock };
}

describe("SessionCache", () => {
  it("answers a cached session until its time to live has passed", () => {
    const { cache, clock } = cacheAt();
    cache.set("h1", session(1, 7), cache.generation());
    clock.now += 30_000;
    expect(cache.get("h1")).toMatchObject({ sessionId: 1, userId: 7 });
    clock.now += 1;
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops all of a user's sessions, or only the named ones, and nobody else's", () => {
    const { cache } = cacheAt();
    cache.set("a1", session(1, 7), cache.generation());
    cache.set("a2", session(2, 7), cache.generation());
    cache.set("b1", session(3, 8), cache.generation());
    cache.revoke(7, [2]);
    expect([cache.get("a1")?.sessionId, cache.get("a2"), cache.get("b1")?.sessionId]).toEqual([1, undefined, 3]);
    cache.revoke(7, null);
    expect([cache.get("a1"), cache.get("b1")?.sessionId]).toEqual([undefined, 3]);
  });

  it("refuses a session read before a revocation that arrived while the read was in flight", () => {
    const { cache } = cacheAt();
    const before = cache.generation();
    cache.revoke(7, null);
    cache.set("a1", session(1, 7), before);
    expect(cache.get("a1")).toBeUndefined();
    cache.set("a1", session(1, 7), cache.generation());
    expect(cache.get("a1")?.sessionId).toBe(1);
  });

  it("keeps at most maxEntries, dropping the oldest first", () => {
    const { cache } = cacheAt();
    for (const [i, h] of ["h1", "h2", "h3", "h4"].entries()) cache.set(h, session(i + 1, 7), cache.generation());
    expect(cache.size).toBe(3);
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.get("h4")?.sessionId).toBe(4);
  });

  it("records a written last activity on the cached session", () => {
    const { cache } = cacheAt();
    cache.set("h1", session(1, 7), cache.generation());
    cache.touched("h1", 5_000);
    expect(cache.get("h1")?.lastSeenAt).toBe(5_000);
  });
});
