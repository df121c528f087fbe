import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";
import { openSocket, probeGame, subscribed, uniqueSeed, updatesOf, waitFor } from "./live-test-helpers";

// Two app instances behind one Redis, as in a scaled deployment: one leader runs the provider,
// and a client connected to the other instance still sees every change. Needs a Redis server:
// runs when REDIS_URL is set (`npm run test:api:pg` sets it and fails if Redis is unreachable).
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.info("live-redis.api.test.ts: skipped, REDIS_URL is not set (npm run test:api:pg runs it)");
const seed = uniqueSeed();
let a: TestApp;
let b: TestApp;

const roles = () => (a.app.live.isLeader ? { leader: a, follower: b } : { leader: b, follower: a });

describe.skipIf(!REDIS_URL)("two instances over Redis (needs REDIS_URL)", () => {
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, SIM_SEED: seed, SIM_TIME_SCALE: "30" };
    a = await startTestApp(env);
    b = await startTestApp(env);
    await waitFor(() => a.app.live.isLeader || b.app.live.isLeader, 15_000);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("elects exactly one leader, and the follower serves the leader's board", async () => {
    expect(a.app.live.isLeader !== b.app.live.isLeader).toBe(true);
    const { leader, follower } = roles();
    await waitFor(() => follower.app.live.list().length > 0);
    const c = follower.client();
    await c.registerFresh();
    const ids = (await c.get("/api/live/scores")).json.map((g: { id: string }) => g.id);
    expect(ids.sort()).toEqual(
      leader.app.live
        .list()
        .map((g) => g.id)
        .sort(),
    );
  });

  it("a score change made by the leader reaches a client of the other instance", async () => {
    const { leader, follower } = roles();
    const c = follower.client();
    await c.registerFresh();
    const sock = openSocket(follower, c);
    await subscribed(sock);

    const probe = probeGame(leader.app.live.list()[0]!, { homeScore: 3, awayScore: 1, gameStatus: "live" });
    await leader.app.live.publish([probe]);
    await waitFor(() => updatesOf(sock.messages, probe.id).length === 1);
    expect(updatesOf(sock.messages, probe.id)[0]).toEqual(probe);

    // and the leader's simulator changes flow the same way
    await waitFor(() => sock.messages.some((m) => m.type === "score_update" && m.data.id.startsWith("sim-")), 20_000);
    sock.ws.close();
  });

  it("the follower takes over when the leader goes away", async () => {
    const { leader, follower } = roles();
    await leader.close();
    await waitFor(() => follower.app.live.isLeader, 15_000);
    const c = follower.client();
    await c.registerFresh();
    const sock = openSocket(follower, c);
    await subscribed(sock);
    await waitFor(() => sock.messages.some((m) => m.type === "score_update"), 20_000);
    sock.ws.close();
  });
});
