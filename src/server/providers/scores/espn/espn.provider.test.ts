import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LEAGUE_SLUGS } from "@shared/schemas/teams";
import { version } from "../../../../../package.json";
import { DEFAULT_USER_AGENT, PROJECT_URL } from "../../../config/user-agent";
import { startFakeEspn, type FakeEspn, type FakeEspnMode } from "../../../test/fake-espn";
import { espnNewsProvider } from "../../news/espn.provider";
import { espnScoresProvider, type EspnOptions } from "./espn.provider";
import { providerHttp } from "../../http/provider-http";
import { espnUrl } from "./espn-leagues";
import { ESPN_LIMIT_MAX, assertEspnQuery } from "./espn-query";

// The ESPN providers against a local fake ESPN (src/server/test/fake-espn.ts) that serves the
// recorded payloads and enforces ESPN's 2026 rules: these tests go over real HTTP.

let fake: FakeEspn;
beforeEach(async () => {
  // Behind a path prefix, as a caching proxy may put it: ESPN_BASE_URL must be honoured whole.
  fake = await startFakeEspn({ prefix: "/espn-mirror" });
});
afterEach(async () => fake.close());

function harness(extra: Partial<EspnOptions> = {}) {
  let t = Date.UTC(2026, 10, 22, 12);
  const warnings: Record<string, unknown>[] = [];
  const infos: Record<string, unknown>[] = [];
  const counted: string[] = [];
  const provider = espnScoresProvider({
    baseUrl: fake.baseUrl,
    userAgent: DEFAULT_USER_AGENT,
    leagues: ["nba"],
    now: () => t,
    random: () => 1,
    log: {
      warn: (o) => warnings.push(o as Record<string, unknown>),
      info: (o) => infos.push(o as Record<string, unknown>),
    },
    count: (provider, status) => counted.push(`${provider} ${status}`),
    ...extra,
  });
  return {
    provider,
    warnings,
    infos,
    counted,
    advance: (ms: number) => (t += ms),
    now: () => t,
    /** Polls every second of the fake clock until the fake sees a request; returns the wait (ms). */
    async nextRequestAfter(max = 2 * 3600_000) {
      const before = fake.seen.length;
      const start = t;
      while (fake.seen.length === before) {
        if (t - start > max) throw new Error("no request");
        t += 1_000;
        await provider.fetchGames();
      }
      return t - start;
    },
  };
}

describe("ESPN client: who it says it is and where it asks", () => {
  it("sends FanZone/<version> (+<project URL>) on every request, to ESPN_BASE_URL", async () => {
    expect(DEFAULT_USER_AGENT).toBe(`FanZone/${version} (+${PROJECT_URL})`);
    const h = harness({ leagues: LEAGUE_SLUGS });
    const games = await h.provider.fetchGames();
    expect(games.length).toBeGreaterThan(50);
    expect(fake.seen.length).toBe(LEAGUE_SLUGS.length);
    for (const r of fake.seen) {
      expect(r.userAgent).toBe(DEFAULT_USER_AGENT);
      expect(r.path).toMatch(/^\/espn-mirror\/apis\/site\/v2\/sports\/[a-z-]+\/[a-z0-9.-]+\/scoreboard$/);
    }
    expect(h.counted).toEqual(LEAGUE_SLUGS.map(() => "espn_scores 200"));
  });

  it("sends PROVIDER_USER_AGENT when set; ESPN refuses a bare or browser-like agent with 403", async () => {
    const custom = "MyFanSite/2.1 (+mailto:ops@example.org)";
    expect((await harness({ userAgent: custom }).provider.fetchGames()).length).toBe(7);
    expect(fake.seen.at(-1)!.userAgent).toBe(custom);
    for (const bare of ["node", "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0"]) {
      const h = harness({ userAgent: bare });
      expect(await h.provider.fetchGames()).toEqual([]);
      expect(h.counted).toEqual(["espn_scores 403"]);
      expect(fake.seen.at(-1)!.userAgent).toBe(bare);
    }
  });

  it("news asks the same base URL with the same agent, and keeps a failing league's last articles", async () => {
    let t = 0;
    const counted: string[] = [];
    const news = espnNewsProvider({
      baseUrl: fake.baseUrl,
      userAgent: DEFAULT_USER_AGENT,
      now: () => t,
      random: () => 1,
      count: (p, s) => counted.push(`${p} ${s}`),
    });
    const first = await news.latest();
    expect(first.length).toBeGreaterThan(20);
    expect(fake.seen.length).toBe(6);
    for (const r of fake.seen) {
      expect(r.userAgent).toBe(DEFAULT_USER_AGENT);
      expect(r.path).toMatch(/^\/espn-mirror\/apis\/site\/v2\/sports\/.+\/news$/);
    }
    fake.setMode(500);
    t += 10 * 60_000;
    expect(await news.latest()).toEqual(first);
    expect(counted.filter((c) => c === "espn_news 500").length).toBe(6);
  });
});

describe("ESPN client: 2026 query rules", () => {
  it("never sends a dates range and never a limit above 500", async () => {
    await harness({ leagues: LEAGUE_SLUGS }).provider.fetchGames();
    for (const r of fake.seen) {
      for (const d of r.query.getAll("dates")) expect(d).toMatch(/^(\d{8}|\d{6})$/);
      for (const l of r.query.getAll("limit")) expect(Number(l)).toBeLessThanOrEqual(ESPN_LIMIT_MAX);
    }
    // College football asks for the whole FBS group, within the limit.
    const cfb = fake.seen.find((r) => r.path.includes("college-football"))!;
    expect(Object.fromEntries(cfb.query)).toEqual({ groups: "80", limit: "200" });
  });

  it("builds one day or one month, and refuses ranges, lists and limits above 500 before asking", async () => {
    const base = fake.baseUrl;
    expect(espnUrl(base, "nba", "scoreboard", { dates: { day: new Date("2026-11-22T23:30:00Z") } })).toBe(
      `${base}/apis/site/v2/sports/basketball/nba/scoreboard?dates=20261122`,
    );
    expect(espnUrl(base, "nfl", "scoreboard", { dates: { year: 2026, month: 9 }, limit: 500 })).toMatch(
      /\?dates=202609&limit=500$/,
    );
    expect(() => espnUrl(base, "nba", "scoreboard", { limit: 600 })).toThrow(RangeError);
    expect(() => espnUrl(base, "nba", "scoreboard", { dates: { year: 2026, month: 13 } })).toThrow(RangeError);
    for (const q of [
      "dates=20261101-20261130",
      "dates=20261101,20261102",
      "dates=20261101&dates=20261102",
      "limit=501",
      "limit=600",
      "limit=-1",
    ])
      expect(() => assertEspnQuery(new URL(`${base}/x?${q}`)), q).toThrow(/ESPN query refused/);
    // Checked where every request leaves, whoever built the address: nothing reaches ESPN.
    const http = providerHttp({ provider: "espn_scores", userAgent: DEFAULT_USER_AGENT, checkUrl: assertEspnQuery });
    const url = `${base}/apis/site/v2/sports/basketball/nba/scoreboard?dates=20261101-20261130`;
    await expect(http.getJson(url, (j) => j)).rejects.toThrow(/ESPN query refused/);
    expect(fake.seen).toEqual([]);
  });

  it("the fake holds ESPN to its word: a range answers 400, a limit of 600 is cut short", async () => {
    const path = `${fake.baseUrl}/apis/site/v2/sports/football/college-football/scoreboard`;
    const headers = { "user-agent": DEFAULT_USER_AGENT };
    expect((await fetch(`${path}?dates=20261101-20261130`, { headers })).status).toBe(400);
    const full = (await (await fetch(`${path}?limit=500`, { headers })).json()) as { events: unknown[] };
    const cut = (await (await fetch(`${path}?limit=600`, { headers })).json()) as { events: unknown[] };
    expect(full.events.length).toBeGreaterThan(cut.events.length);
  });
});

describe("ESPN client: failures keep the last good board, marked stale", () => {
  const cases: [FakeEspnMode, string][] = [
    [403, "403"],
    [400, "400"],
    [500, "500"],
    ["hang", "timeout"],
    ["truncated", "invalid_body"],
    ["not-a-scoreboard", "invalid_body"],
  ];
  it.each(cases)("%s: serves the last good games with stale: true and their fetch time", async (mode, outcome) => {
    // The default 10 s timeout everywhere else (a busy machine is no failure); 3 s for the answer that never comes.
    const h = harness(mode === "hang" ? { timeoutMs: 3_000 } : {});
    const fetchedAt = new Date(h.now()).toISOString();
    const fresh = await h.provider.fetchGames();
    expect(fresh.length).toBe(7);
    expect(fresh.every((g) => !g.stale && g.updatedAt === fetchedAt)).toBe(true);

    fake.setMode(mode);
    h.advance(30_000);
    const stale = await h.provider.fetchGames();
    expect(stale.map((g) => g.id)).toEqual(fresh.map((g) => g.id));
    expect(stale.every((g) => g.stale && g.updatedAt === fetchedAt)).toBe(true);
    expect(h.counted).toEqual(["espn_scores 200", `espn_scores ${outcome}`]);
    expect(h.warnings).toEqual([expect.objectContaining({ source: "nba", status: outcome })]);

    fake.setMode("ok");
    await h.nextRequestAfter();
    const recovered = await h.provider.fetchGames();
    expect(recovered.every((g) => !g.stale && g.updatedAt > fetchedAt)).toBe(true);
  });

  it("a league that never answered has no games rather than made-up ones", async () => {
    fake.setMode(500);
    expect(await harness().provider.fetchGames()).toEqual([]);
  });
});

describe("ESPN client: back-off", () => {
  it("polls a league at most every 30 s while all is well", async () => {
    const h = harness();
    await h.provider.fetchGames();
    expect(await h.nextRequestAfter()).toBe(30_000);
    expect(await h.nextRequestAfter()).toBe(30_000);
  });

  it("doubles the wait after each failure up to 10 minutes, and resets after a success", async () => {
    const h = harness();
    await h.provider.fetchGames();
    fake.setMode(503);
    expect(await h.nextRequestAfter()).toBe(30_000); // the first failure
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await h.nextRequestAfter());
    // random() = 1: the whole of 30 s·2^n, capped at 10 min
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
    fake.setMode("ok");
    expect(await h.nextRequestAfter()).toBe(600_000); // this one succeeds
    expect(await h.nextRequestAfter()).toBe(30_000);
    expect(h.counted.filter((c) => c.endsWith(" 503")).length).toBe(7);
  });

  it("jitters: each wait lies between half and all of the doubled interval", async () => {
    for (const [random, expected] of [
      [0, [30_000, 60_000, 120_000]],
      [0.5, [45_000, 90_000, 180_000]],
    ] as const) {
      const h = harness({ random: () => random });
      await h.provider.fetchGames();
      fake.setMode(500);
      await h.nextRequestAfter();
      const waits = [await h.nextRequestAfter(), await h.nextRequestAfter(), await h.nextRequestAfter()];
      expect(waits).toEqual(expected);
      fake.setMode("ok");
      await h.nextRequestAfter();
    }
  });
});

describe("ESPN client: one warning per state change", () => {
  it("warns once when a failure starts, once when its status changes, and notes the recovery", async () => {
    const h = harness();
    await h.provider.fetchGames();
    fake.setMode(500);
    for (let i = 0; i < 4; i++) await h.nextRequestAfter();
    expect(h.warnings).toEqual([expect.objectContaining({ status: "500", previous: "ok" })]);
    fake.setMode(403);
    for (let i = 0; i < 3; i++) await h.nextRequestAfter();
    expect(h.warnings.map((w) => w.status)).toEqual(["500", "403"]);
    expect(h.warnings[1]).toMatchObject({ previous: "500", source: "nba", provider: "ESPN scoreboard" });
    fake.setMode("ok");
    for (let i = 0; i < 3; i++) await h.nextRequestAfter();
    expect(h.warnings.length).toBe(2);
    expect(h.infos).toEqual([expect.objectContaining({ status: "ok", previous: "403" })]);
    fake.setMode("truncated");
    await h.nextRequestAfter();
    expect(h.warnings.map((w) => w.status)).toEqual(["500", "403", "invalid_body"]);
    expect(h.counted.length).toBe(1 + 4 + 3 + 3 + 1);
  });
});
