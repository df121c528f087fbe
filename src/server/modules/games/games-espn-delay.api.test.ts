import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gameSheetSchema, type GameSheet } from "@shared/schemas/game-sheet";
import { readMoreFixture } from "../../providers/scores/espn/fixtures";
import { startFakeEspn, type FakeEspn } from "../../test/fake-espn";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { waitFor } from "../../test/sockets";

// A fan on a delay reads an ESPN game's sheet as it was at their moment (issue #37): the box
// score, team stats and leaders ESPN gives now may run ahead of their stream, so the server keeps
// the summaries it fetched and answers the last one fetched by then; with none, it withholds what
// the score card does not pin down. The whole app against the local fake ESPN, whose NHL board
// has one game in progress; Date is moved by the test (the providers and the delay read it).

let fake: FakeEspn;
let t: TestApp;
const skip = (ms: number) => vi.setSystemTime(Date.now() + ms);
const GAME = "espn-nhl-401774292";

interface Summary {
  header: { id: string; competitions: { id: string; date: string; status: unknown }[] };
  boxscore: { players: { statistics: { athletes: unknown[] }[] }[] };
}
/** The recorded final, in progress: the third period's 10:00, the score as it ended. */
function liveSummary(): Summary {
  const s = structuredClone(readMoreFixture("nhl-summary-401774292.json")) as Summary;
  s.header.competitions[0]!.status = {
    period: 3,
    displayClock: "10:00",
    type: {
      id: "2",
      name: "STATUS_IN_PROGRESS",
      state: "in",
      completed: false,
      description: "In Progress",
      detail: "10:00 - 3rd",
      shortDetail: "10:00 - 3rd",
    },
  };
  return s;
}
/** An earlier summary of it: two forwards of the first side had no line yet. */
function earlierSummary(): Summary {
  const s = liveSummary();
  const forwards = s.boxscore.players[0]!.statistics[0]!;
  forwards.athletes = forwards.athletes.slice(2);
  return s;
}
const scoreboardOf = (s: Summary) => ({
  events: [{ id: s.header.id, date: s.header.competitions[0]!.date, competitions: s.header.competitions }],
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  fake = await startFakeEspn();
  fake.override("hockey/nhl/scoreboard", scoreboardOf(liveSummary()));
  fake.override("hockey/nhl/summary?event=401774292", earlierSummary());
  t = await startTestApp({ SCORES_PROVIDER: "espn", ESPN_BASE_URL: fake.baseUrl }, { embedded: true });
  await waitFor(async () => {
    await t.app.live.poll();
    return t.app.live.getGame(GAME)?.gameStatus === "live";
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  vi.useRealTimers();
});

async function fan(delaySeconds: number) {
  const c = t.client();
  await c.registerFresh();
  if (delaySeconds) expect((await c.request("PUT", "/api/alerts", { delaySeconds })).status).toBe(200);
  return c;
}
async function sheetOf(c: TestClient): Promise<GameSheet & { gameStatus: string }> {
  const res = await c.get(`/api/games/${GAME}`);
  expect(res.status, res.text).toBe(200);
  return { ...gameSheetSchema.parse(res.json), gameStatus: res.json.gameStatus };
}
const lines = (s: GameSheet) =>
  (["home", "away"] as const).reduce(
    (n, side) => n + (s.boxScore?.[side].groups.reduce((m, g) => m + g.players.length, 0) ?? 0),
    0,
  );

describe("an ESPN game's sheet for a fan on a delay", () => {
  it("is the summary fetched by the fan's moment, and nothing of a later one", async () => {
    const live = await fan(0);
    const delayed = await fan(60);

    // Before anything was fetched by the delayed fan's moment: what the card tells, no more.
    const first = await sheetOf(live); // fetches the summary, now
    expect(first.gameStatus).toBe("live");
    expect(lines(first)).toBe(36);
    expect(first.teamStats.length).toBeGreaterThan(0);
    const withheld = await sheetOf(delayed);
    expect(withheld.gameStatus).toBe("live");
    expect([withheld.boxScore, withheld.lineScore, withheld.teamStats, withheld.leaders]).toEqual([null, null, [], []]);
    expect(withheld.keyEvents).toEqual(first.keyEvents);

    // A minute on, ESPN's box score has grown: the live fan reads it, the delayed fan the one of a minute ago.
    skip(60_000);
    fake.override("hockey/nhl/summary?event=401774292", liveSummary());
    const later = await sheetOf(live);
    expect(lines(later)).toBe(38);
    const then = await sheetOf(delayed);
    expect(lines(then)).toBe(36);
    expect(then.boxScore).toEqual(first.boxScore);
    expect(then.teamStats).toEqual(first.teamStats);
    expect(then.leaders).toEqual(first.leaders);

    // Once their stream reaches the second fetch, they read it too, without a request of their own.
    const requests = fake.seen.filter((r) => r.path.endsWith("/summary")).length;
    skip(1_000);
    expect(lines(await sheetOf(delayed))).toBe(36);
    skip(60_000);
    expect(lines(await sheetOf(delayed))).toBe(38);
    expect(fake.seen.filter((r) => r.path.endsWith("/summary")).length).toBe(requests);
  });
});
