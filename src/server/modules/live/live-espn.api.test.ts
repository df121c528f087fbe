import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gameListSchema } from "@shared/schemas/live";
import { LEAGUE_SLUGS } from "@shared/schemas/teams";
import { DEFAULT_USER_AGENT } from "../../config/user-agent";
import { startFakeEspn, type FakeEspn } from "../../test/fake-espn";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { waitFor } from "./live-test-helpers";

// The whole app on SCORES_PROVIDER=espn and NEWS_PROVIDER=espn, pointed by ESPN_BASE_URL at a
// local fake ESPN: an ESPN outage leaves the last good board served (marked stale on the games
// and the board), counted on /metrics, and the instance ready.

let fake: FakeEspn;
let t: TestApp;
let fan: TestClient;
/** The providers poll at most every 30 s by the clock; the test moves Date instead of waiting. */
const skip = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  fake = await startFakeEspn();
  t = await startTestApp(
    { SCORES_PROVIDER: "espn", NEWS_PROVIDER: "espn", ESPN_BASE_URL: fake.baseUrl },
    { embedded: true },
  );
  fan = t.client();
  await fan.registerFresh();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  vi.useRealTimers();
});

const metric = async (provider: string, status: string) => {
  const text = (await t.client().get("/metrics")).text;
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`fanzone_provider_requests_total{provider="${provider}",status="${status}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
};

describe("ESPN provider in the app", () => {
  it("serves ESPN's board, asked with the app's agent at ESPN_BASE_URL, marked fresh", async () => {
    await waitFor(async () => {
      await t.app.live.poll();
      return t.app.live.list().length > 0;
    });
    const res = await fan.get("/api/live/scores");
    expect(res.status).toBe(200);
    const games = gameListSchema.parse(res.json);
    expect(games.length).toBeGreaterThan(50);
    expect(games.every((g) => !g.stale)).toBe(true);
    expect(res.headers.get("x-board-stale")).toBe("false");
    expect(res.headers.get("x-board-updated-at")).toBe(
      games
        .map((g) => g.updatedAt)
        .sort()
        .at(-1),
    );
    expect(fake.seen.length).toBeGreaterThanOrEqual(LEAGUE_SLUGS.length);
    expect(fake.seen.every((r) => r.userAgent === DEFAULT_USER_AGENT)).toBe(true);
    expect(await metric("espn_scores", "200")).toBeGreaterThanOrEqual(LEAGUE_SLUGS.length);
  });

  it("on an ESPN outage keeps the last good board, stale, with its time; counts it; stays ready", async () => {
    const before = gameListSchema.parse((await fan.get("/api/live/scores")).json);
    fake.setMode(500);
    skip(31_000);
    await waitFor(async () => {
      await t.app.live.poll();
      return t.app.live.list().every((g) => g.stale);
    });
    const res = await fan.get("/api/live/scores");
    const games = gameListSchema.parse(res.json);
    expect(games.map((g) => g.id).sort()).toEqual(before.map((g) => g.id).sort());
    expect(games.every((g) => g.stale)).toBe(true);
    // Each game still says when its data was fetched (the board moves a changed state 1 ms past
    // the one it replaces, so clients that keep the later state take the stale mark).
    const byId = new Map(before.map((g) => [g.id, g]));
    for (const g of games) {
      const drift = Date.parse(g.updatedAt) - Date.parse(byId.get(g.id)!.updatedAt);
      expect(drift === 0 || drift === 1).toBe(true);
    }
    expect(res.headers.get("x-board-stale")).toBe("true");
    expect(res.headers.get("x-board-updated-at")).toBe(games.map((g) => g.updatedAt).sort()[0]);
    const nba = await fan.get("/api/live/leagues/nba");
    expect(nba.headers.get("x-board-stale")).toBe("true");

    expect(await metric("espn_scores", "500")).toBe(LEAGUE_SLUGS.length);
    const ready = await t.client().get("/api/health/ready");
    expect(ready.status).toBe(200);
  });

  it("news: the last good articles stay through an outage, counted by outcome", async () => {
    fake.setMode("ok");
    const first = await fan.get("/api/live/news");
    expect(first.status).toBe(200);
    expect(first.json.length).toBeGreaterThan(20);
    expect(await metric("espn_news", "200")).toBe(6);
    fake.setMode(403);
    skip(11 * 60_000);
    const during = await fan.get("/api/live/news");
    expect(during.json).toEqual(first.json);
    expect(await metric("espn_news", "403")).toBe(6);
    expect((await t.client().get("/api/health/ready")).status).toBe(200);
  });
});
