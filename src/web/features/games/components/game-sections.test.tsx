// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import type { GameSheet } from "@shared/schemas/game-sheet";
import { AWAY, HOME, basketballSheet, hockeyGoal } from "@web/test/game-sheets";
import { renderScreen } from "@web/test/render-screen";
import type { GameWithSheet } from "../api/game";
import { GameSections } from "./game-sections";

afterEach(cleanup);

const game = (sheet: GameSheet): GameWithSheet => ({
  id: "sim-g-1",
  league: "nba",
  sport: "basketball",
  gameStatus: "final",
  gameTime: "2026-11-15T03:30:00.000Z",
  homeTeam: HOME,
  awayTeam: AWAY,
  homeScore: 112,
  awayScore: 107,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Final",
  period: 4,
  clock: null,
  winner: "home",
  updatedAt: "2026-11-15T06:00:00.000Z",
  stale: false,
  timeline: [],
  watchParties: [],
  ...sheet,
  shielded: false,
});

const sections = (hidden: boolean, tab = "summary") => {
  const sheet: GameSheet = { ...basketballSheet(), keyEvents: [hockeyGoal()] };
  return renderScreen(
    <GameSections
      game={game(sheet)}
      sheet={sheet}
      hidden={hidden}
      onReveal={() => {}}
      wide
      prediction={null}
      thread={null}
      parties={null}
    />,
    { path: tab === "summary" ? "/games/sim-g-1" : `/games/sim-g-1?tab=${tab}` },
  );
};

describe("the game centre's sections", () => {
  it("are tabs, the open one from the address", () => {
    sections(false, "stats");
    const tabs = screen.getByRole("tablist", { name: "Game sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Summary", "Box score", "Lineups", "Stats"]);
    expect(within(tabs).getByRole("tab", { name: "Stats" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Field goal %");
  });

  it("show the line score, leaders and key events once revealed, names linking to players", () => {
    sections(false);
    const line = screen.getByRole("table", { name: /Line score/ });
    expect(within(line).getByTestId("line-score-home-total").textContent).toBe("112");
    expect(
      within(screen.getByTestId("game-leaders")).getByRole("link", { name: "LeBron James" }).getAttribute("href"),
    ).toBe("/players/sim-lal-23");
    const event = screen.getByTestId("key-event-text");
    expect(event.textContent).toBe("Goal — Connor McDavid (assists Leon Draisaitl and Evan Bouchard)");
    expect(within(event).getAllByRole("link")).toHaveLength(3);
  });

  for (const tab of ["summary", "box-score", "stats"])
    it(`hide every line, number and name of a shielded game (${tab})`, () => {
      const { container } = sections(true, tab);
      const panel = screen.getByRole("tabpanel");
      expect(within(panel).getAllByTestId("score-hidden").length).toBeGreaterThan(0);
      expect(within(panel).queryByRole("table")).toBeNull();
      expect(screen.queryByTestId("key-event-text")).toBeNull();
      for (const name of ["LeBron", "Tatum", "McDavid", "1,234"]) expect(container.textContent).not.toContain(name);
      // the totals and the players' numbers never reach the page
      expect(container.textContent).not.toMatch(/\b112\b/);
    });
});
