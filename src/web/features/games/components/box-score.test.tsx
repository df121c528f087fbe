// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { messages as es } from "@web/locales/es/app.po";
import { AWAY, HOME, basketballSheet } from "@web/test/game-sheets";
import { renderScreen } from "@web/test/render-screen";
import { BoxScore, BoxScoreTable } from "./box-score";

afterEach(cleanup);

const lakers = () => basketballSheet().boxScore!.home.groups[0]!;

describe("a box score table", () => {
  it("has a caption, a header per column with the stat in full, and a row header per player linking to their page", () => {
    renderScreen(<BoxScoreTable sport="basketball" team={HOME} group={lakers()} />);
    const table = screen.getByRole("table", { name: "Players" });
    const headers = [...table.querySelectorAll("thead th")].map((h) => h.textContent);
    expect(within(table).getAllByRole("columnheader")).toHaveLength(14);
    expect(headers).toEqual([
      "Player",
      "MIN",
      "PTS",
      "REB",
      "AST",
      "STL",
      "BLK",
      "TO",
      "FGM",
      "FGA",
      "3PM",
      "3PA",
      "FTM",
      "FTA",
    ]);
    expect(within(table).getByText("PTS").getAttribute("title")).toBe("Points");
    // the player column is the row's header, and the name opens the player's page
    const lebron = within(table).getByRole("rowheader", { name: /LeBron James/ });
    expect(within(lebron).getByRole("link", { name: "LeBron James" }).getAttribute("href")).toBe("/players/sim-lal-23");
    const row = lebron.closest("tr")!;
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "36",
      "1,234",
      "8",
      "9",
      "1",
      "1",
      "3",
      "11",
      "20",
      "3",
      "7",
      "5",
      "6",
    ]);
    // starters, then the bench under its own heading
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent ?? "");
    expect(rows.findIndex((r) => r.startsWith("Bench"))).toBe(3);
    expect(rows[4]).toContain("Austin Reaves");
    // its own scrolling box, reachable from the keyboard, named for the team and group
    const box = screen.getByRole("region", { name: "Los Angeles Lakers: Players" });
    expect(box.getAttribute("tabindex")).toBe("0");
    expect(box.className).toContain("overflow-x-auto");
    expect(lebron.className).toContain("sticky");
  });

  it("labels the columns and writes the numbers the viewer's way", () => {
    renderScreen(<BoxScoreTable sport="basketball" team={HOME} group={lakers()} />, { locale: "es", messages: es });
    const table = screen.getByRole("table", { name: "Jugadores" });
    expect(within(table).getByText("ASI").getAttribute("title")).toBe("Asistencias");
    expect(within(table).getByRole("columnheader", { name: "Jugador" })).toBeTruthy();
    const row = within(table)
      .getByRole("rowheader", { name: /LeBron James/ })
      .closest("tr")!;
    expect(row.querySelectorAll("td")[1]!.textContent).toBe("1234");
  });

  it("keeps a column the screens do not know under the provider's label", () => {
    const group = lakers();
    group.columns.push({ key: "dunks", label: "DNK" });
    renderScreen(<BoxScoreTable sport="basketball" team={HOME} group={group} />);
    expect(screen.getByRole("columnheader", { name: "DNK" })).toBeTruthy();
    // a stat a line lacks shows a dash
    expect(screen.getByRole("rowheader", { name: /LeBron James/ }).closest("tr")!.lastElementChild!.textContent).toBe(
      "–",
    );
  });
});

describe("the box score of a shielded game", () => {
  it("shows no line and no name until revealed", () => {
    const onReveal = vi.fn();
    const sheet = basketballSheet();
    renderScreen(
      <BoxScore
        sport="basketball"
        home={HOME}
        away={AWAY}
        boxScore={sheet.boxScore}
        upcoming={false}
        hidden
        onReveal={onReveal}
      />,
    );
    const card = screen.getByTestId("box-score");
    expect(within(card).queryByRole("table")).toBeNull();
    expect(card.textContent).not.toContain("LeBron");
    expect(card.textContent).not.toContain("Tatum");
    expect(within(card).getByTestId("score-hidden")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Reveal score" }));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it("once revealed, shows one team at a time, away first as in the header", () => {
    const sheet = basketballSheet();
    renderScreen(
      <BoxScore
        sport="basketball"
        home={HOME}
        away={AWAY}
        boxScore={sheet.boxScore}
        upcoming={false}
        hidden={false}
        onReveal={() => {}}
      />,
    );
    expect(screen.getByRole("tab", { name: "Boston Celtics", selected: true })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Boston Celtics: Players" })).toBeTruthy();
    expect(screen.queryByText("LeBron James")).toBeNull();
  });
});
