import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertSettings } from "@shared/schemas/alerts";
import { startTestApp, type TestApp } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";
import { uniqueSeed, waitFor } from "../../test/sockets";

// GET/PUT /api/alerts over HTTP on the real app and database: the defaults of favourite teams,
// per-team and per-game sets, quiet hours and the delay, and every refusal (issue #37).
let t: TestApp;
let gameId: string;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed() });
  await waitFor(() => t.app.live.list().length > 0, 50_000);
  gameId = t.app.live.list()[0]!.id;
});
afterAll(async () => t?.close());

async function fan(favoriteTeams: number[] = []) {
  const c = t.client();
  const reg = await c.registerFresh();
  if (favoriteTeams.length) {
    const res = await c.patch(`/api/users/${reg.user.id}`, { favoriteTeams });
    expect(res.status, res.text).toBe(200);
  }
  return { c, id: reg.user.id };
}
const put = (c: Awaited<ReturnType<typeof fan>>["c"], body: unknown) => c.request("PUT", "/api/alerts", body);

describe("alerts settings", () => {
  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/alerts")).status).toBe(401);
    expect((await put(t.client(), { delaySeconds: 5 })).status).toBe(401);
  });

  it("gives every favourite team its default set: score, or lead_change in basketball", async () => {
    const [nfl, nba] = await pickCatalogueTeams(t.app, 2);
    const { c } = await fan([nfl!.id, nba!.id]);
    const res = await c.get("/api/alerts");
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      teams: [
        { teamId: nfl!.id, kinds: ["start", "score", "final"] },
        { teamId: nba!.id, kinds: ["start", "lead_change", "final"] },
      ],
      games: [],
      players: [],
      quietHours: null,
      delaySeconds: 0,
    } satisfies AlertSettings);
  });

  it("keeps a team's own set, any team's, a game's set, quiet hours and the delay; each part alone", async () => {
    const [nfl, nba, other] = await pickCatalogueTeams(t.app, 3);
    const { c, id } = await fan([nfl!.id, nba!.id]);
    let res = await put(c, {
      teams: [
        { teamId: nfl!.id, kinds: ["final", "red_card", "final"] },
        { teamId: other!.id, kinds: ["close_late"] },
      ],
      games: [{ gameId, kinds: ["score", "start"] }],
      quietHours: { start: "22:30", end: "07:00" },
      delaySeconds: 45,
    });
    expect(res.status, res.text).toBe(200);
    const expected: AlertSettings = {
      teams: [
        { teamId: nfl!.id, kinds: ["red_card", "final"] },
        // Not in `teams`: back to (still at) its default.
        { teamId: nba!.id, kinds: ["start", "lead_change", "final"] },
        { teamId: other!.id, kinds: ["close_late"] },
      ],
      games: [{ gameId, kinds: ["start", "score"] }],
      players: [],
      quietHours: { start: "22:30", end: "07:00" },
      delaySeconds: 45,
    };
    expect(res.json).toEqual(expected);
    expect((await c.get("/api/alerts")).json).toEqual(expected);
    expect(await t.app.alerts.delaySecondsOf(id)).toBe(45);

    // Only the delay: everything else stays.
    res = await put(c, { delaySeconds: 0 });
    expect(res.json).toEqual({ ...expected, delaySeconds: 0 });
    expect(await t.app.alerts.delaySecondsOf(id)).toBe(0);
    // Quiet hours off, the game muted, the teams back to their defaults.
    res = await put(c, { quietHours: null, games: [{ gameId, kinds: [] }], teams: [] });
    expect(res.json).toEqual({
      teams: [
        { teamId: nfl!.id, kinds: ["start", "score", "final"] },
        { teamId: nba!.id, kinds: ["start", "lead_change", "final"] },
      ],
      games: [{ gameId, kinds: [] }],
      players: [],
      quietHours: null,
      delaySeconds: 0,
    } satisfies AlertSettings);
  });

  it("answers the delays of many fans at once, 0 for those who never set one", async () => {
    const a = await fan();
    const b = await fan();
    await put(a.c, { delaySeconds: 300 });
    const map = await t.app.alerts.delaySecondsOfMany([a.id, b.id]);
    expect([map.get(a.id), map.get(b.id)]).toEqual([300, 0]);
  });

  it.each([
    ["an unknown team", { teams: [{ teamId: 987_654, kinds: ["start"] }] }, "Unknown team"],
    ["a team id that is no id", { teams: [{ teamId: -3, kinds: ["start"] }] }, null],
    ["an unknown game", { games: [{ gameId: "no-such-game", kinds: ["start"] }] }, "Unknown game"],
    ["an unknown kind", { teams: [{ teamId: 1, kinds: ["goal"] }] }, "Unknown alert kind"],
    ["an hour past 23", { quietHours: { start: "24:00", end: "07:00" } }, "Use a time of day like 22:30"],
    ["minutes past 59", { quietHours: { start: "22:60", end: "07:00" } }, "Use a time of day like 22:30"],
    ["a time without its zero", { quietHours: { start: "7:00", end: "08:00" } }, "Use a time of day like 22:30"],
    ["quiet hours with one end", { quietHours: { start: "22:00" } }, null],
    ["a delay over 300", { delaySeconds: 301 }, "The delay is between 0 and 300 seconds"],
    ["a negative delay", { delaySeconds: -1 }, "The delay is between 0 and 300 seconds"],
    ["a fractional delay", { delaySeconds: 4.5 }, "The delay is between 0 and 300 seconds"],
    ["a delay as text", { delaySeconds: "30" }, "The delay is between 0 and 300 seconds"],
    [
      "too many teams",
      { teams: Array.from({ length: 61 }, (_, i) => ({ teamId: i + 1, kinds: [] })) },
      "At most 60 teams",
    ],
    [
      "too many games",
      { games: Array.from({ length: 101 }, (_, i) => ({ gameId: `g${i}`, kinds: [] })) },
      "At most 100 games",
    ],
  ])("refuses %s with 400 and changes nothing", async (_what, body, message) => {
    const { c } = await fan();
    const before = (await c.get("/api/alerts")).json;
    const res = await put(c, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe("validation");
    if (message) expect(res.json.message).toBe(message);
    expect((await c.get("/api/alerts")).json).toEqual(before);
  });

  it("says the refusal in the fan's language", async () => {
    const { c } = await fan();
    const res = await c.request("PUT", "/api/alerts", { delaySeconds: 999 }, { "accept-language": "es" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("El retraso está entre 0 y 300 segundos");
  });
});

describe("alerts writes are rate limited", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ SIM_SEED: uniqueSeed(), RATE_LIMIT_SCALE: "0.05" }); // 3 writes a minute
  });
  afterAll(async () => strict?.close());

  it("answers 429 past the limit", async () => {
    const c = strict.client();
    await c.registerFresh();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await c.request("PUT", "/api/alerts", { delaySeconds: i })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
