import { describe, expect, it } from "vitest";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp } from "../../test/test-app";
import { useInstancePair } from "../../test/instance-pair";
import { openSocket, waitFor } from "../../test/sockets";
import { ProbeGame } from "../../test/probe-game";

// subscribe_game over /ws. With REDIS_URL and DATABASE_URL set (the PostgreSQL run), the
// subscriber sits on a second instance: comments and updates cross instances through Redis.
let a: TestApp;
let b: TestApp;
useInstancePair((pair) => ({ a, b } = pair));

type Msg<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
const ofType = <T extends ServerMessage["type"]>(messages: ServerMessage[], type: T) =>
  messages.filter((m): m is Msg<T> => m.type === type);

async function follower(app: TestApp, gameId: string) {
  const c = app.client();
  await c.registerFresh();
  const sock = openSocket(app, c);
  await sock.opened;
  sock.ws.send(JSON.stringify({ type: "subscribe_game", gameId }));
  await waitFor(() => sock.messages.some((m) => m.type === "subscribed" && m.data.topic === `game:${gameId}`));
  return sock;
}

describe("game topics over /ws", () => {
  it("pushes a new comment to the game's subscribers (on another instance when Redis is set), and to nobody else", async () => {
    const g = new ProbeGame(a);
    const other = new ProbeGame(a);
    await g.move({});
    await other.move({});
    const sub = await follower(b, g.id);
    const elsewhere = await follower(b, other.id);

    const author = a.client();
    await author.registerFresh();
    const posted = await author.post(`/api/games/${g.id}/comments`, { content: "What a header!" });
    expect(posted.status).toBe(201);
    await waitFor(() => ofType(sub.messages, "game_comment").length === 1);
    expect(ofType(sub.messages, "game_comment")[0]!.data).toEqual(posted.json);

    // A later comment on the other game arrives there, so this one's silence is settled.
    await author.post(`/api/games/${other.id}/comments`, { content: "Meanwhile…" });
    await waitFor(() => ofType(elsewhere.messages, "game_comment").length === 1);
    expect(ofType(elsewhere.messages, "game_comment").map((m) => m.data.content)).toEqual(["Meanwhile…"]);
    expect(ofType(sub.messages, "game_comment")).toHaveLength(1);

    expect((await author.delete(`/api/games/${g.id}/comments/${posted.json.id}`)).status).toBe(204);
    await waitFor(() => ofType(sub.messages, "game_comment_deleted").length === 1);
    expect(ofType(sub.messages, "game_comment_deleted")[0]!.data).toEqual({ gameId: g.id, id: posted.json.id });
    sub.ws.close();
    elsewhere.ws.close();
  });

  it("pushes game_update with the timeline entries of each change of the game's story", async () => {
    const g = new ProbeGame(a, { league: "nhl", sport: "hockey" });
    await g.move({});
    const sub = await follower(b, g.id);
    await g.kickOff();
    await g.move({ clock: "12:00" }); // clock only: no story, no game_update
    await g.score(0, 1);
    await g.final(0, 1);
    await waitFor(() => ofType(sub.messages, "game_update").length === 3);
    const updates = ofType(sub.messages, "game_update").map((m) => m.data);
    expect(updates.map((u) => [u.gameStatus, u.entries.map((e) => e.text)])).toEqual([
      ["live", ["Puck drop"]],
      ["live", ["Goal! Test United (TUN 1–0 PRV)"]],
      ["final", ["Final (FT): TUN 1–0 PRV"]],
    ]);
    expect(updates[2]).toMatchObject({ id: g.id, homeScore: 0, awayScore: 1, winner: "away" });
    sub.ws.close();
  });

  it("pushes every entry of a batch: kick-off and a first score recorded together both arrive", async () => {
    const g = new ProbeGame(a);
    await g.move({});
    const sub = await follower(b, g.id);
    await g.moves([
      { gameStatus: "live", homeScore: 0, awayScore: 0, period: 1, clock: "1'", statusDetail: "1'" },
      { homeScore: 1, awayScore: 0, clock: "3'", statusDetail: "3'" },
    ]);
    // One update, or two when the recorder began writing the first move before the second came
    // (a busy database): either way no entry is lost.
    const updates = () => ofType(sub.messages, "game_update").map((m) => m.data);
    await waitFor(() => updates().flatMap((u) => u.entries).length === 2);
    expect(updates().flatMap((u) => u.entries.map((e) => [e.kind, e.text]))).toEqual([
      ["start", "Kick-off"],
      ["score", "Goal! Probe Rovers (TUN 0–1 PRV)"],
    ]);
    expect(updates().at(-1)).toMatchObject({ gameStatus: "live", homeScore: 1, awayScore: 0 });
    sub.ws.close();
  });

  it("stops pushing after unsubscribe_game, and ignores malformed game ids", async () => {
    const g = new ProbeGame(a);
    await g.move({});
    const sub = await follower(b, g.id);
    sub.ws.send(JSON.stringify({ type: "subscribe_game", gameId: "../../etc" }));
    sub.ws.send(JSON.stringify({ type: "unsubscribe_game", gameId: g.id }));
    // The acknowledgement of a later subscription proves the unsubscribe was handled first.
    const later = new ProbeGame(a);
    await later.move({});
    sub.ws.send(JSON.stringify({ type: "subscribe_game", gameId: later.id }));
    await waitFor(() => sub.messages.some((m) => m.type === "subscribed" && m.data.topic === `game:${later.id}`));
    const author = a.client();
    await author.registerFresh();
    await author.post(`/api/games/${g.id}/comments`, { content: "unheard" });
    await author.post(`/api/games/${later.id}/comments`, { content: "heard" });
    await waitFor(() => ofType(sub.messages, "game_comment").length >= 1);
    expect(ofType(sub.messages, "game_comment").map((m) => m.data.content)).toEqual(["heard"]);
    expect(sub.messages.filter((m) => m.type === "subscribed")).toHaveLength(2);
    sub.ws.close();
  });

  it("scores a final once even when both instances record it (a leader hand-over)", async () => {
    const g = new ProbeGame(a);
    await g.move({});
    const fan = b.client();
    await fan.registerFresh();
    await fan.post(`/api/games/${g.id}/prediction`, { winner: "away", homeScore: 0, awayScore: 2 });
    await g.kickOff();
    const final = { ...g.state, gameStatus: "final" as const, homeScore: 0, awayScore: 2, winner: "away" as const };
    await Promise.all([a, b].map((app) => app.app.live.publish([{ ...final, updatedAt: new Date().toISOString() }])));
    await Promise.all([a.app.gameRecorder.flush(), b.app.gameRecorder.flush()]);
    const state = (await fan.get(`/api/games/${g.id}/prediction`)).json;
    expect(state).toMatchObject({ state: "scored", prediction: { points: 3, exact: true } });
    const board = (await fan.get("/api/leaderboards?scope=friends&period=season")).json;
    expect(board.items.map((e: { points: number; predictions: number }) => [e.points, e.predictions])).toEqual([
      [3, 1],
    ]);
  });
});
