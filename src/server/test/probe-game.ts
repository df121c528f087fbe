import { randomUUID } from "node:crypto";
import type { Game } from "@shared/schemas/live";
import type { TestApp, TestClient } from "./test-app";

/** A game nobody else publishes, moved through its life by the test (not by the wall clock). */
export class ProbeGame {
  readonly id = `probe-${randomUUID()}`;
  private tick = 0;
  state: Game;

  constructor(
    private readonly t: TestApp,
    base: Partial<Game> = {},
  ) {
    this.state = {
      id: this.id,
      league: "premier-league",
      sport: "soccer",
      gameStatus: "upcoming",
      gameTime: "2030-01-01T15:00:00.000Z",
      homeTeam: { id: null, name: "Probe Rovers", abbreviation: "PRV", logo: "/api/teams/logo/none.svg" },
      awayTeam: { id: null, name: "Test United", abbreviation: "TUN", logo: "/api/teams/logo/none.svg" },
      homeScore: null,
      awayScore: null,
      homeShootout: null,
      awayShootout: null,
      statusDetail: "Scheduled",
      period: null,
      clock: null,
      winner: null,
      updatedAt: new Date(Date.UTC(2030, 0, 1, 14)).toISOString(),
      stale: false,
      ...base,
    };
  }

  /** The next state: each a second later in the game's own time, so timeline order never depends on the machine. */
  private next(patch: Partial<Game>) {
    const at = new Date(Date.parse(this.state.updatedAt) + 1000 * ++this.tick).toISOString();
    return (this.state = { ...this.state, ...patch, updatedAt: at });
  }

  /** Publishes the next state as the leader would, and waits until it is stored. */
  async move(patch: Partial<Game>, via: TestApp = this.t) {
    await via.app.live.publish([this.next(patch)]);
    await via.app.gameRecorder.flush();
    return this.state;
  }

  /** Publishes several states before the recorder writes: they are stored, and pushed, as one batch. */
  async moves(patches: Partial<Game>[]) {
    for (const patch of patches) await this.t.app.live.publish([this.next(patch)]);
    await this.t.app.gameRecorder.flush();
    return this.state;
  }

  kickOff = () =>
    this.move({ gameStatus: "live", homeScore: 0, awayScore: 0, period: 1, clock: "1'", statusDetail: "1'" });
  score = (home: number, away: number, period = this.state.period ?? 1) =>
    this.move({ homeScore: home, awayScore: away, period, clock: `${period * 45 - 10}'`, statusDetail: "Live" });
  final = (home: number, away: number) =>
    this.move({
      gameStatus: "final",
      homeScore: home,
      awayScore: away,
      statusDetail: "FT",
      clock: null,
      winner: home > away ? "home" : home < away ? "away" : "tie",
    });
}

export async function befriend(a: TestClient, b: TestClient) {
  const bId = (await b.get("/api/auth/me")).json.user.id as number;
  const aId = (await a.get("/api/auth/me")).json.user.id as number;
  const sent = await a.post("/api/friends/request", { friendId: bId });
  if (sent.status >= 300) throw new Error(`friend request: ${sent.status} ${sent.text}`);
  const accepted = await b.post("/api/friends/accept", { friendId: aId });
  if (accepted.status >= 300) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
}
