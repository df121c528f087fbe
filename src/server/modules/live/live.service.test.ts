import { describe, expect, it } from "vitest";
import pino from "pino";
import type { Game } from "@shared/schemas/live";
import { memoryHub } from "../../realtime/hub";
import { soloElector } from "../../realtime/leader";
import { LiveService } from "./live.service";

const game = (id: string, homeScore: number, updatedAt = new Date().toISOString()): Game => ({
  id,
  league: "nhl",
  sport: "hockey",
  gameStatus: "live",
  gameTime: "2026-11-22T19:00:00.000Z",
  homeTeam: { id: 4001, name: "Anaheim Ducks", abbreviation: "ANA", logo: "/a.svg" },
  awayTeam: { id: 4002, name: "Boston Bruins", abbreviation: "BOS", logo: "/b.svg" },
  homeScore,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "1st 10:00",
  period: 1,
  clock: "10:00",
  winner: null,
  updatedAt,
  stale: false,
});

const follower = () => ({ isLeader: false, start: () => undefined, stop: async () => undefined });

function setup(elector: ReturnType<typeof soloElector> = soloElector()) {
  let board: Game[] = [game("a", 0), game("b", 0)];
  const hub = memoryHub();
  const sent: { kind: string; ids: string[] }[] = [];
  hub.subscribe((m) => sent.push({ kind: m.kind, ids: m.games.map((g) => g.id) }));
  const live = new LiveService({
    provider: { name: "simulated", intervalMs: 1_000_000, fetchGames: async () => board },
    hub,
    elector,
    log: pino({ level: "silent" }),
  });
  const emitted: string[][] = [];
  live.onChange((games) => emitted.push(games.map((g) => g.id)));
  return { live, hub, sent, emitted, setBoard: (b: Game[]) => (board = b) };
}

describe("LiveService (leader)", () => {
  it("publishes a snapshot first, then only the games that changed", async () => {
    const s = setup();
    await s.live.poll();
    expect(s.sent).toEqual([{ kind: "snapshot", ids: ["a", "b"] }]);
    expect(s.emitted).toEqual([["a", "b"]]);
    expect(s.live.list().map((g) => g.id)).toEqual(["a", "b"]);

    s.setBoard([game("a", 1), game("b", 0)]); // only a's score moved; b only got a new timestamp
    await s.live.poll();
    expect(s.sent.at(-1)).toEqual({ kind: "changed", ids: ["a"] });
    expect(s.emitted.at(-1)).toEqual(["a"]);

    await s.live.poll(); // nothing changed: nothing sent
    expect(s.sent.length).toBe(2);
  });

  it("sends a new snapshot when the slate changes (a new day)", async () => {
    const s = setup();
    await s.live.poll();
    s.setBoard([game("c", 0)]);
    await s.live.poll();
    expect(s.sent.at(-1)).toEqual({ kind: "snapshot", ids: ["c"] });
    expect(s.live.list().map((g) => g.id)).toEqual(["c"]);
    expect(await s.hub.loadSnapshot()).toHaveLength(1);
  });

  it("a follower applies what the hub brings and ignores its own messages", async () => {
    const s = setup(follower());
    const hub = s.hub;
    await hub.publish({ kind: "snapshot", origin: "other", games: [game("x", 2)] });
    expect(s.live.list()).toEqual([]); // not started: not listening yet
    await s.live.start();
    await hub.publish({ kind: "changed", origin: "other", games: [game("x", 3)] });
    expect(s.live.list().find((g) => g.id === "x")?.homeScore).toBe(3);
    await hub.publish({ kind: "changed", origin: s.live.instanceId, games: [game("y", 1)] });
    expect(s.live.list().some((g) => g.id === "y")).toBe(false);
    await s.live.stop();
  });

  it("a new state is always stamped later than the one it replaces (a new leader's clock may lag)", async () => {
    const s = setup();
    await s.live.publish([game("k", 1, "2026-11-22T20:00:10.000Z")]);
    const [changed] = await s.live.publish([game("k", 2, "2026-11-22T20:00:04.000Z")]);
    expect(changed!.homeScore).toBe(2);
    expect(changed!.updatedAt).toBe("2026-11-22T20:00:10.001Z");
    expect(s.live.getGame("k")!.updatedAt).toBe("2026-11-22T20:00:10.001Z");
    const [later] = await s.live.publish([game("k", 3, "2026-11-22T20:00:20.000Z")]);
    expect(later!.updatedAt).toBe("2026-11-22T20:00:20.000Z"); // a later clock is kept as it is
  });
});
