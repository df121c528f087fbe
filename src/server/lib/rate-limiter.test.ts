import { describe, expect, it } from "vitest";
import { memoryRateLimiter, resilientRateLimiter, type RateLimiter } from "./rate-limiter";

describe("memoryRateLimiter", () => {
  it("allows up to the limit per window, then refuses with the seconds left", async () => {
    let now = 1_000_000;
    const rl = memoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await rl.hit("k", 3, 60)).allowed).toBe(true);
    const refused = await rl.hit("k", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    now += 45_000;
    expect((await rl.hit("k", 3, 60)).retryAfterSeconds).toBe(15);
    expect((await rl.hit("other", 3, 60)).allowed).toBe(true);
    now += 15_000;
    expect((await rl.hit("k", 3, 60)).allowed).toBe(true);
    await rl.close();
  });
});

describe("resilientRateLimiter", () => {
  const failing: RateLimiter = {
    hit: () => Promise.reject(new Error("Connection is closed.")),
    reset: () => Promise.reject(new Error("Connection is closed.")),
    close: async () => undefined,
  };

  it("counts on the shared limiter while it is up", async () => {
    const shared = memoryRateLimiter();
    const rl = resilientRateLimiter(shared, memoryRateLimiter(), () => true);
    await rl.hit("k", 2, 60);
    expect((await shared.hit("k", 2, 60)).remaining).toBe(0);
    await rl.close();
  });

  it("falls back to local counters when the shared one is down or fails, and still refuses past the limit", async () => {
    let up = false;
    const fallbacks: unknown[] = [];
    const rl = resilientRateLimiter(
      failing,
      memoryRateLimiter(),
      () => up,
      (e) => fallbacks.push(e),
    );
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
    expect(fallbacks).toHaveLength(0); // known down: not even tried
    up = true;
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
    expect(fallbacks).toHaveLength(1); // tried, failed, counted locally
    expect((await rl.hit("k", 2, 60)).allowed).toBe(false);
    await rl.reset("k");
    expect((await rl.hit("k", 2, 60)).allowed).toBe(true);
    await rl.close();
  });
});
