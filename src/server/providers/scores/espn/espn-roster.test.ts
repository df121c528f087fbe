import { describe, expect, it } from "vitest";
import { playerRefSchema } from "@shared/schemas/game-sheet";
import { EspnPayloadError } from "./espn-payload";
import { mapEspnRoster } from "./espn-roster";
import { readMoreFixture } from "./fixtures";

// The recorded ESPN rosters (tests/fixtures/espn-more): flat (NBA) and grouped by unit (NFL) or
// position (NHL), to one list of players each.

describe("ESPN rosters", () => {
  it("NBA: a flat list, every player with his shirt and position", () => {
    const players = mapEspnRoster("nba", readMoreFixture("nba-roster-13.json"));
    expect(players.length).toBe(17);
    expect(players[0]).toEqual({ id: "3945274", name: "Luka Doncic", jersey: "77", position: "PG" });
    for (const p of players) expect(playerRefSchema.parse(p)).toEqual(p);
    expect(players.find((p) => p.name === "LeBron James")).toMatchObject({ jersey: "23" });
  });

  it("NFL: every unit's players once (offense, defense, special teams, injured reserve)", () => {
    const players = mapEspnRoster("nfl", readMoreFixture("nfl-roster-12.json"));
    expect(players.length).toBe(40 + 39 + 4 + 2);
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    expect(players.find((p) => p.name === "Patrick Mahomes")).toMatchObject({ jersey: "15", position: "QB" });
    // Rookies without a number yet have none rather than a made-up one.
    expect(players.find((p) => p.name === "Elijhah Badger")!.jersey).toBeNull();
  });

  it("NHL: centres, wings, defence and goalies", () => {
    const players = mapEspnRoster("nhl", readMoreFixture("nhl-roster-5.json"));
    expect(players.length).toBe(6 + 5 + 4 + 7 + 3);
    expect(players.filter((p) => p.position === "G").length).toBe(3);
    expect(players.find((p) => p.name === "Dylan Larkin")).toMatchObject({ jersey: "71", position: "C" });
  });

  it("a body without athletes is an EspnPayloadError; an athlete that does not fit is skipped", () => {
    expect(() => mapEspnRoster("nba", { message: "Not Found" })).toThrow(EspnPayloadError);
    expect(
      mapEspnRoster("mls", {
        athletes: [
          { id: 1, displayName: "A Keeper", jersey: "1", position: { abbreviation: "G" } },
          { name: "no id" },
          7,
        ],
      }),
    ).toEqual([{ id: "1", name: "A Keeper", jersey: "1", position: "GK" }]);
  });
});
