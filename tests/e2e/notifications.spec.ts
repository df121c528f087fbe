import { expect, test, type Browser, type Page } from "@playwright/test";
import { isMobile, newFan, onBoard, registerViaApi, uniqueUser } from "./helpers";

/**
 * Opens a page and waits until its live connection is open: the page subscribes to scores once
 * it is, and the server knew the socket before the page saw it open.
 */
async function openWithLiveConnection(page: Page, path: string) {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws"));
  await page.goto(path);
  await (await socket).waitForEvent("framesent");
}

/** Maya, in her own context, and the fan of `page`, to whom she sends a friend request. */
async function mayaAndFan(browser: Browser, baseURL: string | undefined, page: Page) {
  const maya = await newFan(browser, baseURL, "Maya", "bellfrom");
  const fan = await registerViaApi(page, uniqueUser("bellto"));
  const sendRequest = async () => {
    const res = await maya.page.request.post("/api/friends/request", { data: { friendId: fan.id } });
    expect(res.status()).toBe(200);
  };
  return { maya, sendRequest };
}

test("a friend request arrives in the other user's bell without a reload", async ({ browser, baseURL, page }) => {
  const { maya, sendRequest } = await mayaAndFan(browser, baseURL, page);

  await openWithLiveConnection(page, "/");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  await sendRequest();

  // No reload: the live connection brings it.
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const item = page.getByTestId("notification-item").first();
  await expect(item).toContainText("Maya sent you a friend request");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeVisible();
  await page.screenshot({ path: `test-results/bell-${isMobile(page) ? "mobile" : "desktop"}.png` });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/users/${maya.id}$`));
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await maya.close();
});

test("a friend request sent before the live connection opened is in the bell once it opens", async ({
  browser,
  baseURL,
  page,
}) => {
  const { maya, sendRequest } = await mayaAndFan(browser, baseURL, page);
  // The socket reaches the server only once the request is stored: nothing can push it.
  let sent!: () => void;
  const requestStored = new Promise<void>((resolve) => (sent = resolve));
  await page.routeWebSocket(/\/ws$/, async (ws) => {
    await requestStored;
    ws.connectToServer();
  });

  // The page carries the bell's first read (read before the request was sent).
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await sendRequest();
  sent();

  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await maya.close();
});

test("a shielded team's score is hidden in the ticker and on /scores until revealed, even while the shield loads", async ({
  page,
}) => {
  const me = await registerViaApi(page, uniqueUser("shield"));
  const games = (await (await page.request.get("/api/live/scores")).json()) as {
    id: string;
    gameStatus: string;
    league: string;
    period: number | null;
    homeTeam: { id: number | null };
  }[];
  // The earliest in its game, so it is still live (and in the ticker) after the reveal however slow
  // the machine: a game in its last minutes may end while the test runs.
  const game = games
    .filter((g) => g.gameStatus === "live" && g.homeTeam.id !== null && ["nfl", "nba"].includes(g.league))
    .sort((a, b) => (a.period ?? 0) - (b.period ?? 0))[0];
  expect(game, "the pinned test board has a live game of a catalogue team").toBeTruthy();
  const teamId = game!.homeTeam.id!;
  expect((await page.request.patch(`/api/users/${me.id}`, { data: { favoriteTeams: [teamId] } })).status()).toBe(200);
  expect((await page.request.put("/api/users/me/spoiler-shield", { data: { teamIds: [teamId] } })).status()).toBe(200);

  const card = page.locator(`[data-testid="game-card"][data-game-id="${game!.id}"]`);
  const tick = page.locator(`[data-testid="ticker-game"][data-game-id="${game!.id}"]`);
  // The shield's own read is held back until the ticker shows the game: while it loads, a
  // favourite team's score must already be hidden, not shown for a moment.
  let releaseShield!: () => void;
  const shieldHeld = new Promise<void>((resolve) => (releaseShield = resolve));
  await page.route("**/api/users/me/spoiler-shield", async (route) => {
    if (route.request().method() === "GET") await shieldHeld;
    await route.continue();
  });
  await page.goto("/scores");
  await expect(tick.getByTestId("score-hidden")).toBeVisible();
  await expect(tick.getByTestId("ticker-home-score")).toHaveCount(0);
  releaseShield();

  await page.getByRole("tab", { name: game!.league.toUpperCase(), exact: true }).click();
  await onBoard(page, card);
  await expect(card.getByTestId("score-hidden")).toContainText("Score hidden");
  await expect(card.getByTestId("score")).toHaveCount(0);
  await expect(tick.getByTestId("score-hidden")).toBeVisible();
  await expect(tick.getByTestId("ticker-home-score")).toHaveCount(0);
  await page.screenshot({ path: `test-results/shield-${isMobile(page) ? "mobile" : "desktop"}.png` });

  await card.getByRole("button", { name: "Reveal score" }).click();
  await expect(card.getByTestId("score")).toHaveCount(2);
  await expect(tick.getByTestId("ticker-home-score")).toBeVisible();
  // Remembered on this device.
  await page.reload();
  await onBoard(page, card);
  await expect(card.getByTestId("score")).toHaveCount(2);
  await expect(card.getByTestId("score-hidden")).toHaveCount(0);
});
