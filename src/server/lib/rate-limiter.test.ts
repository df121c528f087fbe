import type { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimiter } from "./rate-limiter";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-12-02T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("rateLimiter in memory", () => {
  it("allows up to the limit per window, then refuses with the seconds left", async () => {
    const rl = rateLimiter();
    for (let i = 0; i < 3; i++) expect((await rl.hit("k", 3, 60)).allowed).toBe(true);
    const refused = await rl.hit("k", 3, 60);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(45_000);
    expect((await rl.hit("k", 3, 60)).retryAfterSeconds).toBe(15);
    expect((await rl.hit("other", 3, 60)).allowed).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(await rl.hit("k", 3, 60)).toMatchObject({ allowed: true, remaining: 2 });
    await rl.close();
  });

  it("reset forgets a key in every window", async () => {
    const rl = rateLimiter();
    await rl.hit("k", 1, 60);
    await rl.hit("k", 1, 3600);
    expect((await rl.hit("k", 1, 60)).allowed).toBe(false);
    await rl.reset("k");
    expect((await rl.hit("k", 1, 60)).allowed).toBe(true);
    expect((await rl.hit("k", 1, 3600)).allowed).toBe(true);
  });
});

describe("rateLimiter with Redis down", () => {
  // A client that is not ready: rate-limiter-flexible does not even try it and counts in memory.
  const down = { status: "reconnecting", defineCommand: () => undefined } as unknown as Redis;

  it("counts on this instance's insurance limiter and still refuses past the limit", async () => {
    const rl = rateLimiter({ redis: down });
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
    expect(await rl.hit("k", 2, 60)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    await rl.reset("k");
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
  });
});
