import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamListSchema } from "@shared/schemas/teams";
import { startTestApp, type TestApp } from "../../test/test-app";
import { userFavoriteTeams } from "../../db/schema/users";
import { CATALOGUE } from "../../catalogue/teams";
import { syncTeamCatalogue } from "./teams.sync";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/teams", () => {
  it("needs a session", async () => {
    expect((await t.client().get("/api/teams")).status).toBe(401);
  });

  it("lists the whole catalogue with what the favourite-team picker needs", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.get("/api/teams");
    expect(res.status).toBe(200);
    const teams = teamListSchema.parse(res.json);
    expect(teams.length).toBe(CATALOGUE.length);
    const lakers = teams.find((x) => x.league === "nba" && x.abbreviation === "LAL")!;
    expect(lakers).toMatchObject({
      name: "Los Angeles Lakers",
      city: "Los Angeles",
      sport: "basketball",
      primaryColor: "#552583",
    });
    expect(lakers.logo).toBe(`/api/teams/logos/${lakers.id}.svg`);
  });

  it("sync is idempotent", async () => {
    await syncTeamCatalogue(t.app.db);
    await syncTeamCatalogue(t.app.db);
    const c = t.client();
    await c.registerFresh();
    expect((await c.get("/api/teams")).json.length).toBe(CATALOGUE.length);
  });
});

describe("team logos", () => {
  it("serves an SVG badge in the team's colours, without a session", async () => {
    const lakers = CATALOGUE.find((x) => x.abbreviation === "LAL")!;
    const res = await t.client().get(`/api/teams/logos/${lakers.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.text).toContain(lakers.primaryColor);
    expect(res.text).toContain(">LAL<");
  });

  it("404s for an unknown team and escapes badge text", async () => {
    expect((await t.client().get("/api/teams/logos/999999.svg")).status).toBe(404);
    expect((await t.client().get("/api/teams/badges/%3Cscript%3E.svg")).status).toBe(400);
    const badge = await t.client().get("/api/teams/badges/RD32.svg");
    expect(badge.status).toBe(200);
    expect(badge.text).toContain(">RD32<");
  });
});

describe("GET /api/users/:id/favorite-teams", () => {
  it("lists a user's favourites in their order, and 404s for an unknown user", async () => {
    const c = t.client();
    const { user } = await c.registerFresh();
    const gdl = CATALOGUE.find((x) => x.league === "liga-mx" && x.abbreviation === "GDL")!;
    const rma = CATALOGUE.find((x) => x.league === "la-liga" && x.abbreviation === "RMA")!;
    await t.app.db.insert(userFavoriteTeams).values([
      { userId: user.id, teamId: rma.id, position: 1 },
      { userId: user.id, teamId: gdl.id, position: 0 },
    ]);
    const res = await c.get(`/api/users/${user.id}/favorite-teams`);
    expect(res.status).toBe(200);
    expect(res.json.map((x: { name: string }) => x.name)).toEqual(["Guadalajara", "Real Madrid"]);
    expect((await c.get(`/api/users/2000000000/favorite-teams`)).status).toBe(404);
    expect((await c.get(`/api/users/abc/favorite-teams`)).status).toBe(400);
  });
});
