import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";

let t: TestApp;
let teams: Awaited<ReturnType<typeof pickCatalogueTeams>>;
beforeAll(async () => {
  t = await startTestApp();
  teams = await pickCatalogueTeams(t.app, 3);
});
afterAll(async () => t?.close());

describe("PATCH /api/users/{id}", () => {
  it("updates one's own profile and favourite teams, answers the own shape, and it persists", async () => {
    const c = t.client();
    const { user } = await c.registerFresh();
    const res = await c.patch(`/api/users/${user.id}`, {
      firstName: "Maya",
      lastName: "Lopez",
      location: "Austin, TX",
      favoriteTeams: [teams[1]!.id, teams[0]!.id],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: user.id,
      firstName: "Maya",
      lastName: "Lopez",
      location: "Austin, TX",
      email: user.email,
    });
    expect(res.json.favoriteTeams).toEqual([teams[1]!.id, teams[0]!.id]);
    const me = await c.get("/api/auth/me");
    expect(me.json.user).toMatchObject({
      firstName: "Maya",
      location: "Austin, TX",
      favoriteTeams: [teams[1]!.id, teams[0]!.id],
    });
    const cleared = await c.patch(`/api/users/${user.id}`, { location: "", favoriteTeams: [] });
    expect(cleared.json).toMatchObject({ location: null, favoriteTeams: [] });
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: "   " }, "Last name is required"],
    [{ email: "nope" }, "Invalid email address"],
  ])("answers 400 for %o with the SPEC message", async (body, message) => {
    const c = t.client();
    const { user } = await c.registerFresh();
    const res = await c.patch(`/api/users/${user.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses unknown teams and more than 30 teams", async () => {
    const c = t.client();
    const { user } = await c.registerFresh();
    const unknown = await c.patch(`/api/users/${user.id}`, { favoriteTeams: [teams[0]!.id, 2_100_000_000] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/Unknown team/);
    const many = await c.patch(`/api/users/${user.id}`, { favoriteTeams: Array.from({ length: 31 }, (_, i) => i + 1) });
    expect(many.status).toBe(400);
    expect(many.json.message).toBe("You can pick at most 30 favorite teams");
    expect((await c.get("/api/auth/me")).json.user.favoriteTeams).toEqual([]);
  });

  it("keeps email unique (any case) with 409", async () => {
    const a = await t.client().registerFresh();
    const c = t.client();
    const { user, password } = await c.registerFresh();
    const res = await c.patch(`/api/users/${user.id}`, { email: a.email.toUpperCase(), currentPassword: password });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("An account with this email already exists");
    const same = await c.patch(`/api/users/${user.id}`, { email: user.email.toUpperCase() });
    expect(same.status).toBe(200);
  });

  it("refuses to change another user's profile (403) and needs a session (401)", async () => {
    const victim = await t.client().registerFresh({ firstName: "Victim" });
    const c = t.client();
    const { user } = await c.registerFresh();
    const res = await c.patch(`/api/users/${victim.user.id}`, { firstName: "Hacked" });
    expect(res.status).toBe(403);
    const sneaky = await c.patch(`/api/users/${user.id}`, { id: victim.user.id, firstName: "Hacked" });
    expect(sneaky.status).toBe(403);
    const anon = await t.client().patch(`/api/users/${victim.user.id}`, { firstName: "Hacked" });
    expect(anon.status).toBe(401);
    const profile = await c.get(`/api/users/${victim.user.id}`);
    expect(profile.json.firstName).toBe("Victim");
  });
});

describe("GET /api/users/{id}", () => {
  it("shows another user without their email, with teams, counts and friend state", async () => {
    const other = t.client();
    const o = await other.registerFresh({ firstName: "Olga" });
    await other.patch(`/api/users/${o.user.id}`, { favoriteTeams: [teams[2]!.id] });
    await other.post("/api/posts", { content: "First!" });
    const c = t.client();
    const me = await c.registerFresh();
    const res = await c.get(`/api/users/${o.user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: o.user.id,
      firstName: "Olga",
      postCount: 1,
      friendStatus: "none",
      favoriteTeams: [teams[2]!.id],
    });
    expect(res.json.teams[0]).toMatchObject({ id: teams[2]!.id, name: teams[2]!.name });
    expect(res.json).not.toHaveProperty("email");
    expect(res.text).not.toContain(o.email);
    expect((await c.get(`/api/users/${me.user.id}`)).json.friendStatus).toBe("self");
  });

  it("answers 404 for an unknown user and 400 for a bad id", async () => {
    const c = t.client();
    await c.registerFresh();
    expect((await c.get("/api/users/2100000000")).status).toBe(404);
    expect((await c.get("/api/users/abc")).status).toBe(400);
  });

  it("has stats: favourite teams, posts, friends", async () => {
    const c = t.client();
    const { user } = await c.registerFresh();
    await c.patch(`/api/users/${user.id}`, { favoriteTeams: [teams[0]!.id, teams[1]!.id] });
    const res = await c.get(`/api/users/${user.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ favoriteTeams: 2, posts: 0, friends: 0, communities: 0, eventsAttended: 0 });
  });
});
