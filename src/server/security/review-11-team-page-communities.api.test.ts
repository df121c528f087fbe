import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamDetailSchema } from "@shared/schemas/team-pages";
import { searchResultsSchema } from "@shared/schemas/search";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";
import { uniqueSeed } from "../test/sockets";

// Review finding 11: a team's page listed its private communities to everyone while search hid
// them. One rule now (docs/decisions/0972-private-communities-listed-to-members.md): a private community is listed
// only to its members (a pending request is not membership), on team pages and in search alike,
// and a member's page kept in the team pages' cache never reaches anyone else.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed(), SIM_TIME_SCALE: "0.0001" });
});
afterAll(async () => t?.close());

async function fan() {
  const c = t.client();
  const { user } = await c.registerFresh();
  return { c, id: user.id };
}

/** A catalogue team no community names yet (the page shows the 6 largest; the database may be shared). */
async function quietTeam(): Promise<number> {
  const [row] = await t.app.database.query<{ id: number }>(
    `select id from teams t where not exists (select 1 from communities c where c.team_id = t.id)
      order by random() limit 1`,
  );
  return Number(row!.id);
}

const onPage = async (c: TestClient, teamId: number) => {
  const res = await c.get(`/api/teams/${teamId}`);
  expect(res.status, res.text).toBe(200);
  return teamDetailSchema.parse(res.json).communities.map((x) => x.id);
};
const inSearch = async (c: TestClient, q: string) => {
  const res = await c.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return searchResultsSchema.parse(res.json).communities.map((x) => x.id);
};

describe("review 11: a team's private communities", () => {
  it("are listed to their members only, on the team's page as in search, whoever filled the cache", async () => {
    const teamId = await quietTeam();
    const [owner, requester, outsider] = [await fan(), await fan(), await fan()];
    const k = randomUUID().slice(0, 8);
    const create = async (name: string, isPrivate: boolean) => {
      const res = await owner.c.post("/api/communities", { name, sport: "soccer", teamId, isPrivate });
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    };
    const open = await create(`Open Terrace ${k}`, false);
    const closed = await create(`Inner Circle ${k}`, true);

    // The member reads first: the team pages' cache holds their view.
    expect(await onPage(owner.c, teamId)).toEqual(expect.arrayContaining([open, closed]));
    expect(await onPage(outsider.c, teamId)).toEqual([open]);
    expect(await inSearch(owner.c, `Inner Circle ${k}`)).toEqual([closed]);
    expect(await inSearch(outsider.c, `Inner Circle ${k}`)).toEqual([]);

    // A request to join is not membership; approval is.
    expect((await requester.c.post(`/api/communities/${closed}/join`, {})).json.membership).toBe("pending");
    expect(await onPage(requester.c, teamId)).toEqual([open]);
    expect(await inSearch(requester.c, `Inner Circle ${k}`)).toEqual([]);
    expect((await owner.c.post(`/api/communities/${closed}/requests/${requester.id}/approve`)).status).toBe(200);
    const seen = await requester.c.get(`/api/teams/${teamId}`);
    expect(teamDetailSchema.parse(seen.json).communities.find((x) => x.id === closed)).toMatchObject({
      isPrivate: true,
      membership: "member",
      memberCount: 2,
    });
    expect(await inSearch(requester.c, `Inner Circle ${k}`)).toEqual([closed]);
    expect(await onPage(outsider.c, teamId)).toEqual([open]);

    // Leaving takes it off the page again.
    expect((await requester.c.post(`/api/communities/${closed}/leave`, {})).status).toBe(200);
    expect(await onPage(requester.c, teamId)).toEqual([open]);
    expect(await inSearch(requester.c, `Inner Circle ${k}`)).toEqual([]);
  });
});
