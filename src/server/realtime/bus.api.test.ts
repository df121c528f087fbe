import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRedis } from "../lib/redis";
import { redisBus, type Bus } from "./bus";
import { waitFor } from "../test/sockets";

// The bus of two instances over one Redis. Needs a Redis server: runs when REDIS_URL is set
// (`npm run test:api:pg` sets it and fails if Redis is unreachable).
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info("bus.api.test.ts: skipped, REDIS_URL is not set (npm run test:api:pg runs it)");

const byN = (x: unknown, y: unknown) => (x as { n: number }).n - (y as { n: number }).n;

describe.skipIf(!REDIS_URL)("the Redis bus (needs REDIS_URL)", () => {
  const connections: Redis[] = [];
  let a: Bus;
  let b: Bus;
  beforeAll(async () => {
    const namespace = `bus-test-${randomUUID()}`; // no other suite's instances hear these
    const open = async () => {
      const [pub, sub] = await Promise.all([openRedis(REDIS_URL!, "test-pub"), openRedis(REDIS_URL!, "test-sub")]);
      connections.push(pub);
      return redisBus(pub, sub, namespace);
    };
    [a, b] = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(connections.map((c) => c.quit()));
  });

  it("runs the publisher's handlers before publish returns, once, and every other instance's once", async () => {
    const heard = { a: [] as unknown[], b: [] as unknown[] };
    a.subscribe("t", (p) => heard.a.push(p));
    b.subscribe("t", (p) => heard.b.push(p));
    const payload = { n: 1 };
    const published = a.publish("t", payload);
    // Before any round trip to Redis: a cache the write drops is clean when the write answers.
    expect(heard.a).toEqual([{ n: 1 }]);
    expect(heard.a[0]).not.toBe(payload); // a copy, as every other instance gets
    await published;
    await b.publish("t", { n: 2 });
    await waitFor(() => heard.a.length === 2 && heard.b.length === 2);
    expect(heard.b.sort(byN)).toEqual([{ n: 1 }, { n: 2 }]);
    // b heard n: 3 from Redis before it published n: 4, so a's own copy of n: 3 came back to a
    // before n: 4 did, and was not delivered twice.
    await a.publish("t", { n: 3 });
    await waitFor(() => heard.b.length === 3);
    await b.publish("t", { n: 4 });
    await waitFor(() => heard.a.length >= 4);
    expect(heard.a).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });
});
