// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import type { Team } from "@shared/schemas/teams";
import { favoriteTeamsKey } from "../api/favorite-teams";
import { FavoriteTeamsList } from "./favorite-teams-list";

const team = (id: number, name: string): Team => ({
  id,
  name,
  city: "Los Angeles",
  sport: "basketball",
  league: "nba",
  abbreviation: name.slice(0, 3).toUpperCase(),
  logo: `/api/teams/logos/${id}.svg`,
  primaryColor: "#552583",
  secondaryColor: "#fdb927",
  conference: null,
});
// English, as written in the code (the source catalogue).
const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const renderWith = (teams: Team[]) => {
  // The cache is filled up front; a background refetch must not reach the network.
  const qc = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => undefined) } } });
  qc.setQueryData(favoriteTeamsKey(7), teams);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <QueryClientProvider client={qc}>
          <FavoriteTeamsList userId={7} />
        </QueryClientProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
};

afterEach(cleanup);

describe("FavoriteTeamsList", () => {
  it("shows up to 3 teams with their logo and league", () => {
    renderWith([team(1, "Los Angeles Lakers"), team(2, "Los Angeles Rams"), team(3, "LAFC"), team(4, "Dodgers")]);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    // each name opens its team's page
    expect(screen.getByRole("link", { name: "Los Angeles Lakers" }).getAttribute("href")).toBe("/teams/1");
    expect(screen.queryByText("Dodgers")).toBeNull();
    expect(screen.getByAltText("Los Angeles Lakers logo").getAttribute("src")).toBe("/api/teams/logos/1.svg");
  });

  it("says so when there are none", () => {
    renderWith([]);
    expect(screen.getByText("No favorite teams selected")).toBeTruthy();
  });
});
