// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import type { PlayerPage } from "@shared/schemas/game-sheet";
import { renderScreen } from "@web/test/render-screen";
import { playerColumnGroups } from "../lib/player-columns";
import { PlayerGames, PlayerSeason } from "./player-stats";

afterEach(cleanup);

const en = setupI18n({ locale: "en", messages: { en: {} } });
const line = (pts: number) => ({
  min: 34,
  pts,
  reb: 7,
  ast: 8,
  stl: 1,
  blk: 0,
  to: 2,
  fgm: 9,
  fga: 18,
  tpm: 2,
  tpa: 6,
  ftm: 4,
  fta: 5,
});
const games: PlayerPage["games"] = [
  {
    gameId: "g3",
    date: "2026-11-14T03:30:00.000Z",
    opponent: { id: 2, name: "Boston Celtics", abbreviation: "BOS" },
    stats: line(31),
  },
  {
    gameId: "g2",
    date: "2026-11-12T03:00:00.000Z",
    opponent: { id: 5, name: "Denver Nuggets", abbreviation: "DEN" },
    stats: line(24),
  },
];
const groups = playerColumnGroups("basketball", new Set(Object.keys(line(0))), en);

describe("a player's games", () => {
  it("list each game on the viewer's calendar, linking to it, with the line under the sport's columns", () => {
    // 03:30 UTC on the 14th is still the 13th in Los Angeles
    renderScreen(<PlayerGames games={games} groups={groups} isHidden={() => false} onReveal={() => {}} />, {
      zone: "America/Los_Angeles",
    });
    const table = screen.getByRole("table");
    const link = within(table).getByRole("link", { name: "Nov 13 against Boston Celtics: game centre" });
    expect(link.getAttribute("href")).toBe("/games/g3");
    const row = link.closest("tr")!;
    expect(row.querySelectorAll("td")[1]!.textContent).toBe("31");
    expect(within(table).getByText("PTS").getAttribute("title")).toBe("Points");
  });

  it("hide a shielded game's line, and the season's totals, until revealed", () => {
    renderScreen(
      <>
        <PlayerSeason season={{ games: 2, stats: line(55) }} groups={groups} hidden onReveal={() => {}} />
        <PlayerGames games={games} groups={groups} isHidden={(g) => g.gameId === "g3"} onReveal={() => {}} />
      </>,
    );
    const season = screen.getByTestId("player-season");
    expect(within(season).queryByRole("table")).toBeNull();
    expect(season.textContent).not.toContain("55");
    const hiddenRow = screen.getAllByTestId("player-game").find((r) => r.dataset.gameId === "g3")!;
    expect(within(hiddenRow).getByTestId("score-hidden")).toBeTruthy();
    expect(hiddenRow.textContent).not.toContain("31");
    const shownRow = screen.getAllByTestId("player-game").find((r) => r.dataset.gameId === "g2")!;
    expect(shownRow.textContent).toContain("24");
  });
});
