import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff";
import { ProviderRequestError, providerHttp, retryAfterMs } from "./provider-http";

const respond = (res: () => Response | Promise<Response>) => (async () => res()) as unknown as typeof fetch;

describe("provider requests", () => {
  it("names each failure by its outcome and counts every request once", async () => {
    const counted: string[] = [];
    const get = (res: () => Response | Promise<Response>) =>
      providerHttp({ provider: "p", userAgent: "T/1 (+x)", fetch: respond(res), count: (_p, s) => counted.push(s) })
        .getJson("https://example.test/x", (j) => {
          if (typeof j !== "object" || j === null) throw new Error("not an object");
          return j;
        })
        .catch((e: ProviderRequestError) => e.outcome);
    expect(await get(() => new Response('{"ok":1}'))).toEqual({ ok: 1 });
    expect(await get(() => new Response("nope", { status: 502 }))).toBe("502");
    expect(await get(() => new Response("<html>"))).toBe("invalid_body");
    expect(await get(() => new Response("42"))).toBe("invalid_body");
    expect(await get(() => Promise.reject(new TypeError("fetch failed")))).toBe("network_error");
    expect(await get(() => Promise.reject(new DOMException("timed out", "TimeoutError")))).toBe("timeout");
    expect(counted).toEqual(["200", "502", "invalid_body", "invalid_body", "network_error", "timeout"]);
  });

  it("reads Retry-After as seconds or a date", async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(retryAfterMs("300", now)).toBe(300_000);
    expect(retryAfterMs(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfterMs("soon", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
    const err = await providerHttp({
      provider: "p",
      userAgent: "T/1 (+x)",
      fetch: respond(() => new Response("", { status: 429, headers: { "retry-after": "120" } })),
    })
      .getJson("https://example.test/x", (j) => j)
      .catch((e: ProviderRequestError) => e);
    expect(err).toMatchObject({ outcome: "429", retryAfterMs: 120_000 });
  });

  it("backs off exponentially within [half, all] of base·2^n, capped", () => {
    const opts = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, { ...opts, random: () => 1 }))).toEqual([
      2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect([1, 2, 3].map((n) => backoffDelay(n, { ...opts, random: () => 0 }))).toEqual([1_000, 2_000, 4_000]);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(3, opts);
      expect(d).toBeGreaterThanOrEqual(4_000);
      expect(d).toBeLessThanOrEqual(8_000);
    }
  });
});
