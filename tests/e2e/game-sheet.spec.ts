import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { violationsInLightAndDark } from "./axe";
import { GAME_CENTRE_URL } from "./game-centre-server";
import { isMobile, registerViaApi, snap, uniqueUser } from "./helpers";

// Inside a game (issue #35): the game centre's sections (box score, lineups, stats) as tabs, the
// player pages the names lead to, a team's squad, and the spoiler shield over all of it. On the
// shared app server, whose pinned board (TEST_BOARD) has games of every sport under way.

type BoardGame = {
  id: string;
  sport: string;
  gameStatus: "live" | "final" | "upcoming" | "other";
  homeTeam: { id: number | null; name: string };
  awayTeam: { id: number | null; name: string };
};
type Sheet = {
  shielded: boolean;
  boxScore: { home: { groups: { key: string; players: { player: { id: string; name: string } }[] }[] } } | null;
  lineups: { home: { formation: string | null }; away: { formation: string | null } } | null;
};

/** A game of `sport` under way (or over, or first of all over: `finalFirst`) between two catalogue teams. */
async function gameOf(request: APIRequestContext, sport: string, finalFirst = false) {
  const board = (await (await request.get("/api/live/scores")).json()) as BoardGame[];
  const [first, then] = finalFirst ? (["final", "live"] as const) : (["live", "final"] as const);
  const game =
    board.find((g) => g.sport === sport && g.gameStatus === first && g.homeTeam.id !== null) ??
    board.find((g) => g.sport === sport && g.gameStatus === then && g.homeTeam.id !== null);
  expect(game, `the pinned board has a ${sport} game under way or over`).toBeTruthy();
  return game!;
}
const sheetOf = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/games/${id}`)).json()) as Sheet;

/** Opens a section's tab (the address keeps it). */
async function openTab(page: Page, name: string) {
  await page.getByRole("tablist", { name: "Game sections" }).getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

test("the box score: a table per group in its own sideways-scrolling box, the page never wider than the screen", async ({
  page,
}) => {
  await registerViaApi(page, uniqueUser("box"));
  const game = await gameOf(page.request, "basketball");
  const sheet = await sheetOf(page.request, game.id);
  const first = sheet.boxScore!.home.groups[0]!.players[0]!.player;

  await page.goto(`/games/${game.id}`);
  await openTab(page, "Box score");
  await expect(page).toHaveURL(/\?tab=box-score$/);
  const box = page.getByTestId("box-score");
  // away first, as in the header; then the home side
  await box.getByRole("tab", { name: game.homeTeam.name }).click();
  const table = box.getByRole("table", { name: "Players" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "PTS" })).toBeVisible();
  const row = table.getByRole("rowheader", { name: new RegExp(first.name) });
  await expect(row.getByRole("link", { name: first.name })).toHaveAttribute("href", `/players/${first.id}`);

  const region = box.getByRole("region", { name: `${game.homeTeam.name}: Players` });
  if (isMobile(page)) {
    // thirteen columns do not fit a phone: the table scrolls inside its box, the page does not
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    // the player column stays where it was while the stats scroll under it
    const regionBox = (await region.boundingBox())!;
    const cell = (await row.boundingBox())!;
    expect(cell.x).toBeGreaterThanOrEqual(regionBox.x - 1);
    expect(cell.x).toBeLessThan(regionBox.x + 2);
  }
  expect(await pageScrollsSideways(page)).toBe(false);
  if (isMobile(page)) {
    // the score bar and the tabs stay on screen while the section scrolls
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await expect(page.getByTestId("game-sections-bar").getByTestId("compact-score")).toBeInViewport();
  }
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await snap(page, "box-score", false);
});

test("every sport's sections fit the phone: wide tables scroll in their own box, never the page", async ({ page }) => {
  test.skip(!isMobile(page), "the phone is where a line score of nine innings or a box score has the least room");
  await registerViaApi(page, uniqueUser("fit"));
  for (const sport of ["basketball", "hockey", "baseball", "football", "soccer"]) {
    // a final: every period in the line score, every player in the box score
    const game = await gameOf(page.request, sport, true);
    await page.goto(`/games/${game.id}`);
    for (const name of ["Summary", "Box score", "Lineups", "Stats"]) {
      await openTab(page, name);
      expect(await pageScrollsSideways(page), `${sport}: ${name}`).toBe(false);
    }
  }
});

test("a soccer lineup on its pitch, eleven a side in their formations", async ({ page }) => {
  await registerViaApi(page, uniqueUser("pitch"));
  const game = await gameOf(page.request, "soccer");
  const { lineups } = await sheetOf(page.request, game.id);
  expect(lineups, "the simulator names its elevens").toBeTruthy();

  await page.goto(`/games/${game.id}`);
  await openTab(page, "Lineups");
  const pitch = page.getByTestId("pitch");
  await expect(pitch).toBeVisible();
  for (const side of ["home", "away"] as const) {
    const half = pitch.getByTestId(`pitch-${side}`);
    const formation = lineups![side].formation!;
    await expect(half).toHaveAttribute("data-formation", formation);
    await expect(half.getByTestId("pitch-player")).toHaveCount(11);
    // the keeper alone, then the lines of the formation (the home side drawn from the halfway line)
    const rows = await half
      .getByTestId("pitch-row")
      .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.size)));
    const lines = [1, ...formation.split("-").map(Number)];
    expect(rows).toEqual(side === "away" ? lines : [...lines].reverse());
  }
  // every player on the pitch is on the screen, none pushed out of the pitch
  const bounds = (await pitch.boundingBox())!;
  for (const shirt of await pitch.getByTestId("pitch-player").all()) {
    const b = (await shirt.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(bounds.x);
    expect(b.x + b.width).toBeLessThanOrEqual(bounds.x + bounds.width + 0.5);
  }
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await snap(page, "pitch", false);
});

test("a name leads to the player's page: their season and their games, each a link to the game", async ({ page }) => {
  await registerViaApi(page, uniqueUser("player"));
  const game = await gameOf(page.request, "hockey");
  await page.goto(`/games/${game.id}?tab=box-score`);
  const box = page.getByTestId("box-score");
  const link = box.getByTestId("box-score-table").first().getByRole("link").first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/players\/[^/]+$/);
  const playerId = decodeURIComponent(page.url().split("/").pop()!);
  const api = (await (await page.request.get(`/api/players/${playerId}`)).json()) as {
    player: { jersey: string | null; team: { id: number; name: string } | null };
    season: { games: number };
    games: { gameId: string }[];
  };

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (api.player.jersey) await expect(page.getByTestId("player-jersey")).toHaveText(`Number ${api.player.jersey}`);
  await expect(page.getByTestId("player-team")).toHaveAttribute("href", `/teams/${api.player.team!.id}`);
  const season = page.getByTestId("player-season");
  if (api.season.games > 0) {
    await expect(season.getByRole("table", { name: "Season totals" })).toBeVisible();
    await expect(season.getByTestId("season-row").getByRole("rowheader")).toHaveText(String(api.season.games));
    const games = page.getByTestId("player-game");
    await expect(games).toHaveCount(Math.min(10, api.games.length));
    await expect(games.first().getByRole("link")).toHaveAttribute("href", `/games/${api.games[0]!.gameId}`);
  }
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await snap(page, "player-page");

  // …and the team's squad, by position, leads back to the player
  await page.getByTestId("player-team").click();
  const squad = page.getByTestId("team-squad");
  await expect(squad.getByTestId("squad-line").first()).toBeVisible();
  await expect(squad.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/players/${playerId}`);
  expect(await violationsInLightAndDark(page)).toEqual([]);
});

test("the spoiler shield hides a shielded team's box score, line score, leaders and key events until revealed", async ({
  page,
}) => {
  const me = await registerViaApi(page, uniqueUser("sheetshield"));
  const game = await gameOf(page.request, "soccer");
  const teamId = game.homeTeam.id!;
  expect((await page.request.patch(`/api/users/${me.id}`, { data: { favoriteTeams: [teamId] } })).status()).toBe(200);
  expect((await page.request.put("/api/users/me/spoiler-shield", { data: { teamIds: [teamId] } })).status()).toBe(200);
  // the server withholds it too
  const withheld = await sheetOf(page.request, game.id);
  expect(withheld.shielded).toBe(true);
  expect(withheld.boxScore).toBeNull();

  await page.goto(`/games/${game.id}`);
  const summary = page.getByRole("tabpanel");
  await expect(summary.getByTestId("game-timeline").getByTestId("score-hidden")).toBeVisible();
  await expect(summary.getByTestId("key-event-text")).toHaveCount(0);
  await expect(summary.getByTestId("line-score")).toHaveCount(0);
  await openTab(page, "Box score");
  const box = page.getByTestId("box-score");
  await expect(box.getByTestId("score-hidden")).toBeVisible();
  await expect(box.getByRole("table")).toHaveCount(0);
  await expect(box.getByTestId("player-link")).toHaveCount(0);

  // Revealed: the page asks the server for the whole sheet, and the box score appears
  const revealed = page.waitForResponse((r) => r.url().includes(`/api/games/${game.id}?reveal=1`) && r.ok());
  await box.getByRole("button", { name: "Reveal score" }).click();
  await revealed;
  await expect(box.getByTestId("box-score-table").first()).toBeVisible();
  await expect(page.getByTestId("game-header").getByTestId("header-score")).toBeVisible();
  // and stays revealed on this device
  await page.reload();
  await expect(page.getByTestId("box-score").getByTestId("box-score-table").first()).toBeVisible();
});

test.describe("a French fan", () => {
  test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });

  test("reads every section of a game in French, axe clean, the page never wider than the phone", async ({ page }) => {
    test.skip(!isMobile(page), "on the phone, where long French words have the least room");
    const reg = await page.request.post("/api/auth/register", {
      data: { ...uniqueUser("fr_sheet"), locale: "fr", timeZone: "Europe/Paris" },
    });
    expect(reg.status()).toBe(201);
    const game = await gameOf(page.request, "soccer");
    await page.goto(`/games/${game.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const tabs = page.getByRole("tablist", { name: "Rubriques du match" });
    for (const name of ["Résumé", "Feuille de match", "Compositions", "Stats", "Fil"]) {
      await tabs.getByRole("tab", { name }).click();
      await expect(tabs.getByRole("tab", { name, selected: true })).toBeVisible();
      expect(await pageScrollsSideways(page), name).toBe(false);
      expect(await violationsInLightAndDark(page), name).toEqual([]);
      await page.emulateMedia({ colorScheme: "light" });
    }
    // the key events in French, the names still links
    await tabs.getByRole("tab", { name: "Résumé" }).click();
    const { keyEvents } = (await (await page.request.get(`/api/games/${game.id}`)).json()) as { keyEvents: unknown[] };
    if (keyEvents.length > 0) {
      const event = page.getByTestId("key-event-text").first();
      await expect(event).toHaveText(/^(But|Carton|Remplacement|Penalty)/);
      await expect(event.getByRole("link").first()).toBeVisible();
    }
  });
});

test.describe("a game under way", () => {
  // The game centre's server, whose clock the test moves (tests/e2e/game-centre-server.ts).
  test.use({ baseURL: GAME_CENTRE_URL });

  test("its line score, box score and key events follow the game on the open page, without a reload", async ({
    page,
  }) => {
    await registerViaApi(page, uniqueUser("sheetlive"));
    const advance = async (minutes: number) =>
      expect((await page.request.post("/api/sim/advance", { data: { minutes } })).status()).toBe(200);
    const board = async () => (await (await page.request.get("/api/live/scores")).json()) as BoardGame[];
    type Live = BoardGame & { homeScore: number | null; awayScore: number | null; keyEvents: unknown[] };
    const read = async (id: string) => (await (await page.request.get(`/api/games/${id}`)).json()) as Live;

    // A basketball game under way between catalogue teams (the next one to start, played to its
    // tip-off, if none is): it scores within minutes, where a soccer game late at 1-0 may never score
    // again (the other project's run of this test may have moved the shared clock there).
    let game = (await board()).find(
      (g) => g.gameStatus === "live" && g.homeTeam.id !== null && g.sport === "basketball",
    );
    if (!game) {
      const upcoming = (await board())
        .filter((g) => g.gameStatus === "upcoming" && g.homeTeam.id !== null)
        .sort((a, b) =>
          ((a as { gameTime?: string }).gameTime ?? "").localeCompare((b as { gameTime?: string }).gameTime ?? ""),
        );
      const next = upcoming.find((g) => g.sport === "basketball") ?? upcoming[0]!;
      for (let i = 0; i < 100 && (await read(next.id)).gameStatus !== "live"; i++) await advance(10);
      game = next;
    }
    const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws"));
    await page.goto(`/games/${game.id}`);
    const ws = await socket;
    await ws.waitForEvent("framereceived", (f) => String(f.payload).includes(`"topic":"game:${game.id}"`));

    // the clock moves until the score does (the board is published before the move answers)
    const sheetPushed = ws.waitForEvent("framereceived", (f) => String(f.payload).includes('"sheet":{'));
    const before = await read(game.id);
    let now = before;
    for (let i = 0; i < 30 && now.homeScore === before.homeScore && now.awayScore === before.awayScore; i++) {
      await advance(5);
      now = await read(game.id);
    }
    expect(`${now.awayScore}-${now.homeScore}`).not.toBe(`${before.awayScore}-${before.homeScore}`);
    // what changed inside the game came over the socket, not from a new read
    await sheetPushed;
    if (now.gameStatus === "live") {
      await expect(page.getByTestId("line-score-home-total")).toHaveText(String(now.homeScore));
      await expect(page.getByTestId("line-score-away-total")).toHaveText(String(now.awayScore));
      await expect(page.getByTestId("key-event-text")).toHaveCount(now.keyEvents.length);
    }
  });
});
