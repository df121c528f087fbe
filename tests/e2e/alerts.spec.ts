import { expect, test, type Page } from "@playwright/test";
import { violationsInLightAndDark } from "./axe";
import { onBoard, registerViaApi, snap, uniqueUser } from "./helpers";

// Issue #37: the bell on a game card sets that game's alerts (the moments that alert the fan),
// read back from the API; and the same menu in Spanish and French.

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

/** The first game card that has a bell (a game still to come or under way). */
async function cardWithBell(page: Page) {
  await page.goto("/scores");
  const withBell = page.getByTestId("game-card").filter({ has: page.getByTestId("game-alert-bell") });
  const card = (await onBoard(page, withBell)).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId("game-alert-bell")).toBeEnabled();
  return { card, gameId: (await card.getAttribute("data-game-id"))! };
}

test("the bell on a game card sets that game's alerts", async ({ page }) => {
  await registerViaApi(page, uniqueUser("alerts"));
  const { card, gameId } = await cardWithBell(page);
  const bell = card.getByTestId("game-alert-bell");
  await expect(bell).toHaveAttribute("data-alerts", "off"); // no favourite team: nothing yet

  await bell.click();
  const menu = page.getByTestId("game-alert-menu");
  await expect(menu.getByText("Alert me for this game")).toBeVisible();
  await menu.getByRole("menuitemcheckbox", { name: "Close and late" }).click();
  await expect(menu.getByRole("menuitemcheckbox", { name: "Close and late" })).toBeChecked();
  await menu.getByRole("menuitemcheckbox", { name: "Final" }).click();
  await expect(menu.getByRole("menuitemcheckbox", { name: "Final" })).toBeChecked();
  await snap(page, "alerts-game-bell", false);

  const saved = (await (await page.request.get("/api/alerts")).json()) as {
    games: { gameId: string; kinds: string[] }[];
  };
  expect(saved.games).toEqual([{ gameId, kinds: ["close_late", "final"] }]);

  // Back to the team settings: the game has no set of its own, and no favourite gives it one.
  await menu.getByRole("menuitem", { name: "Use my team settings" }).click();
  await expect(bell).toHaveAttribute("data-alerts", "off");
  expect(((await (await page.request.get("/api/alerts")).json()) as { games: unknown[] }).games).toEqual([]);
});

for (const [locale, label, kind] of [
  ["es", "Avísame en este partido", "Final ajustado"],
  ["fr", "M’alerter pour ce match", "Fin de match serrée"],
] as const) {
  test(`the bell's menu speaks ${locale}`, async ({ page }) => {
    const user = uniqueUser(`alerts_${locale}`);
    expect((await page.request.post("/api/auth/register", { data: { ...user, locale } })).status()).toBe(201);
    const { card } = await cardWithBell(page);
    await card.getByTestId("game-alert-bell").click();
    const menu = page.getByTestId("game-alert-menu");
    await expect(menu.getByText(label)).toBeVisible();
    await expect(menu.getByRole("menuitemcheckbox", { name: kind })).toBeVisible();
    await snap(page, `alerts-game-bell-${locale}`, false);
  });
}

test("a team's alerts on its page, quiet hours and the delay in the settings", async ({ page }) => {
  const me = await registerViaApi(page, uniqueUser("alerts_team"));
  const teams = (await (await page.request.get("/api/teams")).json()) as { id: number; league: string }[];
  const team = teams.find((x) => x.league === "nfl")!;
  expect(
    (
      await page.request.patch(`/api/users/${me.id}`, {
        data: { favoriteTeams: [team.id], timeZone: "America/New_York" },
      })
    ).status(),
  ).toBe(200);

  await page.goto(`/teams/${team.id}`);
  await page.getByTestId("team-alert-button").click();
  const menu = page.getByTestId("team-alert-menu");
  // A favourite starts from the default set.
  await expect(menu.getByRole("menuitemcheckbox", { name: "Every score" })).toBeChecked();
  await menu.getByRole("menuitemcheckbox", { name: "Close and late" }).click();
  await expect(menu.getByRole("menuitemcheckbox", { name: "Close and late" })).toBeChecked();
  await snap(page, "alerts-team", false);
  await page.keyboard.press("Escape");
  const afterTeam = (await (await page.request.get("/api/alerts")).json()) as { teams: unknown[] };
  expect(afterTeam.teams).toEqual([{ teamId: team.id, kinds: ["start", "score", "close_late", "final"] }]);

  await page.goto("/profile#notifications");
  const section = page.getByTestId("alert-settings");
  await expect(section.getByText("Times in America/New_York.")).toBeVisible();
  await section.getByRole("switch", { name: "Quiet hours" }).click();
  await section.getByLabel("From").fill("23:00");
  await section.getByLabel("until").fill("06:30");
  await section.getByLabel("Your delay behind the broadcast (seconds)").fill("45");
  await section.getByTestId("alert-settings-save").click();
  await expect(page.getByTestId("toast")).toContainText("Alerts saved");
  await section.scrollIntoViewIfNeeded();
  await snap(page, "alerts-settings", false);
  const saved = (await (await page.request.get("/api/alerts")).json()) as { quietHours: unknown; delaySeconds: number };
  expect(saved.quietHours).toEqual({ start: "23:00", end: "06:30" });
  expect(saved.delaySeconds).toBe(45);
});

test("the bell on a player's page follows the player: their touchdowns alert the fan", async ({ page }) => {
  await registerViaApi(page, uniqueUser("alerts_player"));
  const teams = (await (await page.request.get("/api/teams")).json()) as { id: number; league: string }[];
  const team = teams.find((x) => x.league === "nfl")!;
  const roster = (await (await page.request.get(`/api/teams/${team.id}/roster`)).json()) as {
    players: { id: string; name: string }[];
  };
  const player = roster.players[0]!;
  await page.goto(`/players/${encodeURIComponent(player.id)}`);
  const follow = page.getByTestId("player-follow");
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await expect(follow).toHaveAccessibleName(`Follow ${player.name}`);
  await expect(page.getByText("An alert for each of their touchdowns")).toBeVisible();

  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toHaveText("Following");
  const saved = (await (await page.request.get("/api/alerts")).json()) as {
    players: { playerId: string; name: string; teamId: number | null }[];
  };
  expect(saved.players).toEqual([{ playerId: player.id, name: player.name, teamId: team.id }]);
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await snap(page, "alerts-player-follow", false);

  // Still followed on the next visit; a second press stops it.
  await page.reload();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  expect(((await (await page.request.get("/api/alerts")).json()) as { players: unknown[] }).players).toEqual([]);

  // The alert settings list the players followed, each a link to their page, and unfollow them.
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.goto("/profile#notifications");
  const followed = page.getByTestId("followed-players");
  await expect(followed.getByRole("link", { name: player.name })).toHaveAttribute(
    "href",
    `/players/${encodeURIComponent(player.id)}`,
  );
  await followed.scrollIntoViewIfNeeded();
  expect(await pageScrollsSideways(page)).toBe(false);
  await snap(page, "alerts-followed-players", false);
  await followed.getByRole("button", { name: `Stop following ${player.name}` }).click();
  await expect(followed.getByText("Follow a player on their page")).toBeVisible();
  expect(((await (await page.request.get("/api/alerts")).json()) as { players: unknown[] }).players).toEqual([]);
});
