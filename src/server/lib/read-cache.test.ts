import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { WriteWatch } from "../db/client";
import { memoryBus } from "../realtime/bus";
import { ReadCache, watchedReadCache } from "./read-cache";

describe("WriteWatch", () => {
  const watch = new WriteWatch();
  let heard = 0;
  watch.watch(["posts", "post_likes"], () => heard++);
  const writes = (text: string) => watch.of(text) !== null;

  it("counts writes to a watched table, whoever runs them", () => {
    expect(writes('insert into "posts" ("user_id", "content") values ($1, $2) returning *')).toBe(true);
    expect(writes('update "posts" set "like_count" = "posts"."like_count" + 1 where "posts"."id" = $1')).toBe(true);
    expect(writes("DELETE FROM post_likes WHERE user_id = $1")).toBe(true);
    expect(
      writes(
        "with gone as (delete from post_likes where user_id = $1 returning post_id) update posts p set like_count = p.like_count - 1 from gone",
      ),
    ).toBe(true);
    expect(writes("truncate posts")).toBe(true);
  });

  it("ignores reads, row locks, transaction control and other tables", () => {
    expect(writes('select "id" from "posts" where "posts"."id" = $1 for update')).toBe(false);
    expect(writes("(select id from posts) union (select id from posts)")).toBe(false);
    expect(writes("with recent as (select * from posts) select * from recent for update")).toBe(false);
    expect(writes("begin")).toBe(false);
    expect(writes("commit")).toBe(false);
    expect(writes('update "sessions" set "last_seen_at" = $1 where "id" = $2')).toBe(false);
    expect(writes('insert into "notifications" ("recipient_id") values ($1)')).toBe(false);
    expect(writes('insert into "game_posts" ("id") values ($1)')).toBe(false);
  });

  it("tells each watcher once per fire", () => {
    heard = 0;
    const pending = new Set<Parameters<WriteWatch["fire"]>[0] extends Set<infer W> | null | undefined ? W : never>();
    watch.collect("insert into posts values (1)", pending);
    watch.collect("insert into post_likes values (1)", pending);
    watch.fire(pending);
    watch.fire(pending);
    expect(heard).toBe(1);
  });
});

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
    const watchers: (() => void)[] = [];
    const bus = memoryBus();
    const app = {
      bus,
      database: {
        watchWrites: (_tables: readonly string[], fn: () => void) => {
          watchers.push(fn);
          return () => undefined;
        },
      },
      addHook: () => undefined,
    } as unknown as FastifyInstance;
    return { app, bus, write: () => watchers.forEach((w) => w()) };
  }

  it("drops everything on a local write, and tells the other instances through the bus", async () => {
    const here = fakeApp();
    const cache = watchedReadCache(here.app, "t", ["posts"], { ttlMs: 60_000, maxEntries: 10 });
    const told: unknown[] = [];
    here.bus.subscribe("cache.t.changed", (p) => told.push(p));
    await cache.get("k", async () => 1);
    here.write();
    expect(await cache.get("k", async () => 2)).toBe(2);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(told).toHaveLength(1);
  });

  it("drops everything when another instance says a write committed there", async () => {
    const here = fakeApp();
    const cache = watchedReadCache(here.app, "t", ["posts"], { ttlMs: 60_000, maxEntries: 10 });
    await cache.get("k", async () => 1);
    await here.bus.publish("cache.t.changed", { from: "another instance" });
    expect(await cache.get("k", async () => 2)).toBe(2);
  });
});
