import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameListSchema } from "@shared/schemas/live";
import { LEAGUES } from "@shared/leagues";
import { INTERNATIONAL_SOCCER_LEAGUES } from "@shared/schemas/teams";
import { startTestApp, type TestApp } from "../../test/test-app";
import { everyLeagueSeed, waitFor } from "./live-test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: everyLeagueSeed() });
  await waitFor(() => t.app.live.list().length > 0);
});
afterAll(async () => {
  await t?.close();
});

describe("live scores API", () => {
  it("needs a session", async () => {
    expect((await t.client().get("/api/live/scores")).status).toBe(401);
  });

  it("lists the simulated board: every league, live games among them, valid games", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.get("/api/live/scores");
    expect(res.status).toBe(200);
    const games = gameListSchema.parse(res.json);
    expect(new Set(games.map((g) => g.league)).size).toBe(LEAGUES.length);
    expect(games.some((g) => g.gameStatus === "live")).toBe(true);
  });

  it("filters by league and international soccer, and rejects unknown leagues", async () => {
    const c = t.client();
    await c.registerFresh();
    const nba = gameListSchema.parse((await c.get("/api/live/leagues/nba")).json);
    expect(nba.length).toBeGreaterThan(0);
    expect(nba.every((g) => g.league === "nba")).toBe(true);
    const intl = gameListSchema.parse((await c.get("/api/live/international-soccer")).json);
    expect(intl.length).toBeGreaterThan(0);
    expect(intl.every((g) => INTERNATIONAL_SOCCER_LEAGUES.includes(g.league) && g.sport === "soccer")).toBe(true);
    expect((await c.get("/api/live/leagues/curling")).status).toBe(400);
  });
});
