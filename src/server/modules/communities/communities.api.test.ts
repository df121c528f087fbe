import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const unique = (prefix = "Club") => `${prefix} ${randomUUID().slice(0, 8)}`;

async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id, username: reg.username };
}

async function create(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/communities", { name: unique(), sport: "basketball", ...body });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

describe("POST /api/communities", () => {
  it("creates the community with its creator as the first member", async () => {
    const { c, id } = await signedIn();
    const name = unique("Lakers Nation");
    const res = await c.post("/api/communities", {
      name: `  ${name}  `,
      description: "Purple and gold",
      sport: "Basketball",
      isPrivate: false,
      creatorId: id,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name,
      description: "Purple and gold",
      sport: "basketball",
      teamId: null,
      isPrivate: false,
      creatorId: id,
      memberCount: 1,
      membership: "member",
    });
    const mine = await c.get(`/api/communities/user/${id}`);
    expect(mine.json.items.map((x: { id: number }) => x.id)).toEqual([res.json.id]);
    const members = await c.get(`/api/communities/${res.json.id}/members`);
    expect(members.json.items).toEqual([expect.objectContaining({ id, role: "creator" })]);
  });

  it.each([
    [{ name: undefined }, "Community name is required"],
    [{ name: "   " }, "Community name is required"],
    [{ sport: undefined }, "Sport is required"],
    [{ sport: "" }, "Sport is required"],
    [{ name: "x".repeat(81) }, "Community name must be at most 80 characters"],
  ])("answers 400 for %o with the SPEC message", async (override, message) => {
    const { c } = await signedIn();
    const res = await c.post("/api/communities", { name: unique(), sport: "soccer", ...override });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("takes the description as optional and stores an empty one as none", async () => {
    const { c } = await signedIn();
    expect((await create(c, { description: "" })).description).toBeNull();
    expect((await create(c, {})).description).toBeNull();
  });

  it("refuses a duplicate name in any case with 409 and an unknown team with 400", async () => {
    const { c } = await signedIn();
    const first = await create(c);
    const dup = await c.post("/api/communities", { name: first.name.toUpperCase(), sport: "hockey" });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe("A community with this name already exists");
    const team = await c.post("/api/communities", { name: unique(), sport: "hockey", teamId: 999_999 });
    expect(team.status).toBe(400);
    expect(team.json.message).toBe("Unknown team");
  });

  it("never creates for someone else: a creatorId of another user answers 403", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const name = unique();
    const res = await a.c.post("/api/communities", { name, sport: "football", creatorId: b.id });
    expect(res.status).toBe(403);
    const search = await a.c.get(`/api/communities?search=${encodeURIComponent(name)}`);
    expect(search.json.items).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().post("/api/communities", { name: unique(), sport: "soccer" })).status).toBe(401);
    expect((await t.client().get("/api/communities")).status).toBe(401);
    expect((await t.client().post("/api/communities/1/join", {})).status).toBe(401);
    expect((await t.client().get("/api/communities/user/1")).status).toBe(401);
  });
});

describe("GET /api/communities", () => {
  it("searches names case-insensitively (contains), filters by sport, and pages with a cursor", async () => {
    const { c } = await signedIn();
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await create(c, { name: `Tag${tag} Fans ${i}`, sport: i % 2 ? "hockey" : "soccer" }));
    await create(c, { name: `Other ${randomUUID().slice(0, 8)}`, sport: "soccer" });

    const found = await c.get(`/api/communities?search=${tag.toUpperCase()}&limit=2`);
    expect(found.status).toBe(200);
    expect(found.json.items.map((x: { name: string }) => x.name)).toEqual([`Tag${tag} Fans 4`, `Tag${tag} Fans 3`]);
    const next = await c.get(`/api/communities?search=${tag}&limit=2&cursor=${found.json.nextCursor}`);
    expect(next.json.items.map((x: { name: string }) => x.name)).toEqual([`Tag${tag} Fans 2`, `Tag${tag} Fans 1`]);
    const last = await c.get(`/api/communities?search=${tag}&limit=2&cursor=${next.json.nextCursor}`);
    expect(last.json.items.map((x: { name: string }) => x.name)).toEqual([`Tag${tag} Fans 0`]);
    expect(last.json.nextCursor).toBeNull();

    const hockey = await c.get(`/api/communities?search=${tag}&sport=hockey`);
    expect(hockey.json.items.map((x: { id: number }) => x.id)).toEqual([made[3].id, made[1].id]);
  });

  it("treats % and _ in a search literally", async () => {
    const { c } = await signedIn();
    const tag = randomUUID().slice(0, 8);
    await create(c, { name: `Pct${tag} 100% Fans` });
    await create(c, { name: `Pct${tag} 1000 Fans` });
    const res = await c.get(`/api/communities?search=${encodeURIComponent(`${tag} 100%`)}`);
    expect(res.json.items.map((x: { name: string }) => x.name)).toEqual([`Pct${tag} 100% Fans`]);
  });

  it("bounds the page size and refuses a forged cursor", async () => {
    const { c } = await signedIn();
    expect((await c.get("/api/communities?limit=101")).status).toBe(400);
    expect((await c.get("/api/communities?limit=0")).status).toBe(400);
    expect((await c.get("/api/communities?cursor=not-a-cursor")).status).toBe(400);
  });
});

describe("joining", () => {
  it("is idempotent and shows the joiner's membership; leaving gives the seat back", async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const community = await create(owner.c);
    expect((await fan.c.get(`/api/communities/${community.id}`)).json.membership).toBeNull();
    const first = await fan.c.post(`/api/communities/${community.id}/join`, { userId: fan.id });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ memberCount: 2, membership: "member" });
    const again = await fan.c.post(`/api/communities/${community.id}/join`, {});
    expect(again.json).toMatchObject({ memberCount: 2, membership: "member" });
    expect((await owner.c.get(`/api/communities/${community.id}`)).json).toMatchObject({
      memberCount: 2,
      membership: "member",
    });
    const mine = await fan.c.get(`/api/communities/user/${fan.id}`);
    expect(mine.json.items.map((x: { id: number }) => x.id)).toEqual([community.id]);

    const left = await fan.c.post(`/api/communities/${community.id}/leave`, {});
    expect(left.json).toMatchObject({ memberCount: 1, membership: null });
    expect((await fan.c.post(`/api/communities/${community.id}/leave`, {})).json.memberCount).toBe(1);
    expect((await fan.c.get(`/api/communities/user/${fan.id}`)).json.items).toEqual([]);
  });

  it("keeps the member count exact under concurrent joins (including the same user twice)", async () => {
    const owner = await signedIn();
    const community = await create(owner.c);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signedIn()));
    const results = await Promise.all(
      fans.flatMap((f) => [
        f.c.post(`/api/communities/${community.id}/join`, {}),
        f.c.post(`/api/communities/${community.id}/join`, {}),
      ]),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const detail = await owner.c.get(`/api/communities/${community.id}`);
    expect(detail.json.memberCount).toBe(13);
    const members = await owner.c.get(`/api/communities/${community.id}/members?limit=100`);
    expect(members.json.items).toHaveLength(13);

    await Promise.all(
      fans
        .slice(0, 5)
        .flatMap((f) => [
          f.c.post(`/api/communities/${community.id}/leave`, {}),
          f.c.post(`/api/communities/${community.id}/leave`, {}),
        ]),
    );
    expect((await owner.c.get(`/api/communities/${community.id}`)).json.memberCount).toBe(8);
  });

  it("does not join for someone else (403) and answers 404 for an unknown community", async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const community = await create(owner.c);
    const res = await owner.c.post(`/api/communities/${community.id}/join`, { userId: fan.id });
    expect(res.status).toBe(403);
    expect((await fan.c.get(`/api/communities/${community.id}`)).json.membership).toBeNull();
    expect((await fan.c.post(`/api/communities/2147483600/join`, {})).status).toBe(404);
  });

  it("keeps the creator in their community", async () => {
    const owner = await signedIn();
    const community = await create(owner.c);
    const res = await owner.c.post(`/api/communities/${community.id}/leave`, {});
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("The creator cannot leave their own community");
  });
});

describe("private communities", () => {
  it("turn a join into a request the creator approves; members are hidden from outsiders", async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const outsider = await signedIn();
    const community = await create(owner.c, { isPrivate: true });
    expect(community.isPrivate).toBe(true);

    const asked = await fan.c.post(`/api/communities/${community.id}/join`, {});
    expect(asked.json).toMatchObject({ membership: "pending", memberCount: 1 });
    expect((await fan.c.post(`/api/communities/${community.id}/join`, {})).json.membership).toBe("pending");
    expect((await fan.c.get(`/api/communities/user/${fan.id}`)).json.items).toEqual([]);

    expect((await fan.c.get(`/api/communities/${community.id}/members`)).status).toBe(403);
    expect((await fan.c.get(`/api/communities/${community.id}/requests`)).status).toBe(403);
    expect((await fan.c.post(`/api/communities/${community.id}/requests/${fan.id}/approve`)).status).toBe(403);

    const detail = await owner.c.get(`/api/communities/${community.id}`);
    expect(detail.json.pendingRequestCount).toBe(1);
    const requests = await owner.c.get(`/api/communities/${community.id}/requests`);
    expect(requests.json.items).toEqual([expect.objectContaining({ id: fan.id, username: fan.username })]);

    const approved = await owner.c.post(`/api/communities/${community.id}/requests/${fan.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.memberCount).toBe(2);
    expect((await owner.c.post(`/api/communities/${community.id}/requests/${fan.id}/approve`)).json.memberCount).toBe(
      2,
    );
    expect((await fan.c.get(`/api/communities/${community.id}`)).json.membership).toBe("member");
    expect((await fan.c.get(`/api/communities/${community.id}/members`)).json.items).toHaveLength(2);

    await outsider.c.post(`/api/communities/${community.id}/join`, {});
    const declined = await owner.c.post(`/api/communities/${community.id}/requests/${outsider.id}/decline`);
    expect(declined.json.memberCount).toBe(2);
    expect((await outsider.c.get(`/api/communities/${community.id}`)).json.membership).toBeNull();
    expect((await owner.c.post(`/api/communities/${community.id}/requests/${outsider.id}/decline`)).status).toBe(404);
    expect((await outsider.c.get(`/api/communities/${community.id}/members`)).status).toBe(403);
  });

  it("let a requester withdraw the request", async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const community = await create(owner.c, { isPrivate: true });
    await fan.c.post(`/api/communities/${community.id}/join`, {});
    const withdrawn = await fan.c.post(`/api/communities/${community.id}/leave`, {});
    expect(withdrawn.json).toMatchObject({ membership: null, memberCount: 1 });
    expect((await owner.c.get(`/api/communities/${community.id}/requests`)).json.items).toEqual([]);
  });
});
