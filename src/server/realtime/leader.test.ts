import { describe, expect, it } from "vitest";
import type { Redis } from "ioredis";
import { redisElector } from "./leader";

/** Just enough of ioredis for the lease: SET NX PX and the two scripts, with a switch to take it down. */
function fakeRedis() {
  const keys = new Map<string, string>();
  /** Lease attempts per instance id, so a test can wait for an instance to have tried. */
  const attempts = new Map<string, number>();
  const fake = {
    status: "ready",
    async set(key: string, value: string, _px: string, _ttl: number, _nx: string) {
      attempts.set(value, (attempts.get(value) ?? 0) + 1);
      if (fake.status !== "ready") throw new Error("Connection is closed.");
      if (keys.has(key)) return null;
      keys.set(key, value);
      return "OK";
    },
    async eval(script: string, _n: number, key: string, id: string) {
      if (fake.status !== "ready") throw new Error("Connection is closed.");
      if (keys.get(key) !== id) return 0;
      if (script.includes("del")) keys.delete(key);
      return 1;
    },
    async pttl(key: string) {
      if (fake.status !== "ready") throw new Error("Connection is closed.");
      return keys.has(key) ? 1_000 : -2;
    },
    keys,
    attempts,
  };
  return fake;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe("redisElector", () => {
  it("one instance holds the lease; while Redis is down every instance leads locally; then the lease decides again", async () => {
    const redis = fakeRedis();
    const opts = { ttlMs: 3_000, renewMs: 10 };
    const a = redisElector(redis as unknown as Redis, "lease", "a", opts);
    const b = redisElector(redis as unknown as Redis, "lease", "b", opts);
    a.start(() => undefined);
    await until(() => a.isLeader);
    b.start(() => undefined);
    await until(() => (redis.attempts.get("b") ?? 0) >= 3); // b has tried, more than once
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);

    redis.status = "reconnecting";
    await until(() => a.isLeader && b.isLeader);

    redis.keys.clear(); // a restarted Redis has no lease
    redis.status = "ready";
    await until(() => a.isLeader !== b.isLeader);
    await Promise.all([a.stop(), b.stop()]);
    expect(redis.keys.size).toBe(0); // the holder released it
  });
});
