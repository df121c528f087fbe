import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "./rate-limiter";

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
