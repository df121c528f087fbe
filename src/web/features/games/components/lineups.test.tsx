// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { AWAY, HOME, player, soccerSheet } from "@web/test/game-sheets";
import { renderScreen } from "@web/test/render-screen";
import { Lineups } from "./lineups";

afterEach(cleanup);

describe("lineups", () => {
  it("draws soccer's elevens on a pitch in their formations, names linking to the players", () => {
    const lineups = soccerSheet("4-3-3", "4-2-3-1").lineups;
    renderScreen(<Lineups sport="soccer" home={HOME} away={AWAY} lineups={lineups} upcoming={false} />);
    const pitch = screen.getByTestId("pitch");
    const home = within(pitch).getByRole("region", { name: "Los Angeles Lakers: line-up in a 4-3-3" });
    const away = within(pitch).getByRole("region", { name: "Boston Celtics: line-up in a 4-2-3-1" });
    expect(within(home).getAllByTestId("pitch-player")).toHaveLength(11);
    expect(within(away).getAllByTestId("pitch-player")).toHaveLength(11);
    // the home side from the halfway line down to its keeper; the away side from its keeper down
    const sizes = (half: HTMLElement) =>
      within(half)
        .getAllByTestId("pitch-row")
        .map((r) => Number(r.dataset.size));
    expect(sizes(home)).toEqual([3, 3, 4, 1]);
    expect(sizes(away)).toEqual([1, 4, 2, 3, 1]);
    const salah = within(home).getByRole("link", { name: "Mohamed Salah, number 11" });
    expect(salah.getAttribute("href")).toBe("/players/h-11");
    expect(salah.textContent).toBe("Salah");
    // the bench below the pitch
    expect(screen.getByRole("list", { name: "Los Angeles Lakers bench" }).textContent).toContain("Caoimhín Kelleher");
    expect(screen.getByRole("heading", { name: "Lineups" })).toBeTruthy();
  });

  it("are the probable ones before the game, and lists for other sports (baseball's batting order, then the pitcher)", () => {
    const batters = Array.from({ length: 9 }, (_, i) => player(`b${i}`, `Batter ${i + 1}`, String(i + 10), "CF"));
    const lineup = { formation: null, starters: [...batters, player("sp", "Gerrit Cole", "45", "SP")], bench: [] };
    renderScreen(
      <Lineups sport="baseball" home={HOME} away={AWAY} lineups={{ home: lineup, away: lineup }} upcoming />,
    );
    expect(screen.getByRole("heading", { name: "Probable lineups" })).toBeTruthy();
    expect(screen.queryByTestId("pitch")).toBeNull();
    const order = screen.getByRole("list", { name: "Los Angeles Lakers starters" });
    expect(order.tagName).toBe("OL");
    expect(within(order).getAllByRole("listitem")).toHaveLength(9);
    expect(screen.getByRole("list", { name: "Los Angeles Lakers starting pitcher" }).textContent).toContain(
      "Gerrit Cole",
    );
  });

  it("say when they are not known yet", () => {
    renderScreen(<Lineups sport="soccer" home={HOME} away={AWAY} lineups={null} upcoming />);
    expect(screen.getByTestId("lineups-empty").textContent).toContain("not known yet");
  });
});
