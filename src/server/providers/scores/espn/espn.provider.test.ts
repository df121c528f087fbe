import { describe, expect, it } from "vitest";
import { espnScoresProvider } from "./espn.provider";
import { readFixture } from "./fixtures";

const nba = readFixture("nba-scoreboard.json");
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function harness(responses: (() => Response | Promise<Response>)[]) {
  let t = 1_000_000;
  const calls: string[] = [];
  const provider = espnScoresProvider({
    leagues: ["nba"],
    now: () => t,
    fetch: (async (url: string) => {
      calls.push(url);
      const next = responses.shift();
      if (!next) throw new Error("unexpected request");
      return next();
    }) as typeof fetch,
  });
  return { provider, calls, advance: (ms: number) => (t += ms) };
}

describe("ESPN scores provider", () => {
  it("polls a league at most every 30 seconds", async () => {
    const h = harness([() => json(nba), () => json(nba)]);
    expect((await h.provider.fetchGames()).length).toBe(7);
    h.advance(10_000);
    await h.provider.fetchGames();
    h.advance(10_000);
    await h.provider.fetchGames();
    expect(h.calls.length).toBe(1);
    expect(h.calls[0]).toBe("https://site.api.espn.com/apis/site/v2/sports/basketball/nba/scoreboard");
    h.advance(10_001);
    await h.provider.fetchGames();
    expect(h.calls.length).toBe(2);
  });

  it("keeps serving the last good data, marked stale, when ESPN fails; recovers after", async () => {
    const h = harness([() => json(nba), () => json({ message: "boom" }, 500), () => json(nba)]);
    const fresh = await h.provider.fetchGames();
    expect(fresh.every((g) => !g.stale)).toBe(true);
    h.advance(30_000);
    const stale = await h.provider.fetchGames();
    expect(stale.length).toBe(7);
    expect(stale.every((g) => g.stale)).toBe(true);
    // backed off: 60 s after one failure
    h.advance(30_000);
    await h.provider.fetchGames();
    expect(h.calls.length).toBe(2);
    h.advance(30_000);
    const again = await h.provider.fetchGames();
    expect(h.calls.length).toBe(3);
    expect(again.every((g) => !g.stale)).toBe(true);
  });

  it("counts a payload that is no scoreboard as a failure: last good data, marked stale", async () => {
    const warnings: object[] = [];
    let t = 1_000_000;
    const responses = [() => json(nba), () => json({ message: "Service Unavailable" })];
    const provider = espnScoresProvider({
      leagues: ["nba"],
      now: () => t,
      log: { warn: (o) => warnings.push(o) },
      fetch: (async () => responses.shift()!()) as unknown as typeof fetch,
    });
    expect((await provider.fetchGames()).length).toBe(7);
    t += 30_000;
    const stale = await provider.fetchGames();
    expect(stale.length).toBe(7);
    expect(stale.every((g) => g.stale)).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ league: "nba", err: expect.stringMatching(/rejected/) })]);
  });

  it("backs off on 429 honouring Retry-After, and survives network errors and bad JSON", async () => {
    const h = harness([
      () => json({}, 429, { "retry-after": "300" }),
      () => Promise.reject(new TypeError("fetch failed")),
      () => new Response("<html>", { status: 200 }),
    ]);
    expect(await h.provider.fetchGames()).toEqual([]);
    h.advance(299_000);
    await h.provider.fetchGames();
    expect(h.calls.length).toBe(1);
    h.advance(1_000);
    await h.provider.fetchGames();
    expect(h.calls.length).toBe(2);
    h.advance(10 * 60_000);
    expect(await h.provider.fetchGames()).toEqual([]);
    expect(h.calls.length).toBe(3);
  });
});
