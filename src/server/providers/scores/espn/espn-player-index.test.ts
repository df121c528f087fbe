import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { EspnPlayerIndex } from "./espn-player-index";
import { mapEspnSummary } from "./espn-summary";
import { readMoreFixture } from "./fixtures";

// Which team an ESPN athlete id belongs to: learned from the summaries and rosters read, the
// freshest evidence winning, bounded.

const IND = 1012;
const NYK = 1020;
const LAL = 1014;
const nba = mapEspnSummary("nba", readMoreFixture("nba-summary-401772994.json"));
const started = Date.parse("2025-06-01T00:00:00Z");
const game = {
  id: "espn-nba-401772994",
  gameTime: "2025-06-01T00:00:00Z",
  homeTeam: { id: IND },
  awayTeam: { id: NYK },
} as unknown as Game;
const siakam = { id: "3149673", name: "Pascal Siakam", jersey: "43", position: "PF" };

describe("EspnPlayerIndex", () => {
  it("learns both sides of a summary's box score as of the game's start", () => {
    const index = new EspnPlayerIndex();
    index.learnSheet(nba, game, started + 3 * 3600_000);
    expect(index.get(siakam.id)).toEqual({ ref: siakam, teamId: IND, at: started });
    expect(index.get("3934719")).toMatchObject({ ref: { name: "OG Anunoby" }, teamId: NYK });
    // Everyone on the line-ups too: the NBA's lists those who did not play, who have no line.
    const named = new Set(
      (["home", "away"] as const).flatMap((side) => [
        ...nba.boxScore![side].groups.flatMap((g) => g.players.map((l) => l.player.id)),
        ...[...nba.lineups![side].starters, ...nba.lineups![side].bench].map((p) => p.id),
      ]),
    );
    expect(index.size).toBe(named.size);
  });

  it("the freshest evidence wins: a squad read later, then a later game, not an older one", () => {
    const index = new EspnPlayerIndex();
    index.learnSheet(nba, game, started);
    index.learnRoster(LAL, [siakam], started + 86_400_000);
    expect(index.get(siakam.id)?.teamId).toBe(LAL);
    index.learnSheet(nba, game, started + 2 * 86_400_000); // an older game read again
    expect(index.get(siakam.id)?.teamId).toBe(LAL);
    const later = { ...game, gameTime: "2025-06-03T00:00:00Z" } as Game;
    index.learnSheet(nba, later, Date.parse("2025-06-04T00:00:00Z"));
    expect(index.get(siakam.id)?.teamId).toBe(IND);
  });

  it("a line-up read before the game counts as of the read; a side outside the catalogue teaches nothing", () => {
    const index = new EspnPlayerIndex();
    const readAt = started - 86_400_000;
    index.learnSheet(nba, game, readAt);
    expect(index.get(siakam.id)?.at).toBe(readAt);
    const unknown = new EspnPlayerIndex();
    const sheet = { ...nba, boxScore: { ...nba.boxScore!, home: { ...nba.boxScore!.home, teamId: null } } };
    unknown.learnSheet(sheet, { ...game, homeTeam: { id: null } } as unknown as Game, started);
    expect(unknown.get(siakam.id)).toBeUndefined();
    expect(unknown.get("3934719")?.teamId).toBe(NYK);
  });

  it("forgets the player with the stalest evidence past its bound", () => {
    const index = new EspnPlayerIndex(2);
    const p = (id: string) => ({ id, name: id, jersey: null, position: null });
    index.learn(p("a"), LAL, 1);
    index.learn(p("b"), LAL, 2);
    index.learn(p("a"), LAL, 3);
    index.learn(p("c"), LAL, 4);
    expect([index.get("a")?.at, index.get("b"), index.get("c")?.at]).toEqual([3, undefined, 4]);
  });
});
