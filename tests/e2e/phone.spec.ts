import { expect, test, type Locator, type Page } from "@playwright/test";
import { newFan, registerViaApi, snap, uniqueUser } from "./helpers";
import { violationsInLightAndDark } from "./axe";

// FanZone in one hand: on a 390x844 phone the scores come first, the install card stays small
// and moves into the user menu once dismissed, the feed starts with posts, and the live status
// says when the connection is down. Phone rules: the mobile project only.

test.beforeEach(() => {
  test.skip(test.info().project.name !== "mobile", "phone layout (390x844)");
});

/** Fully inside the screen, above the bottom bar. */
async function expectOnFirstScreen(page: Page, el: Locator) {
  const box = (await el.boundingBox())!;
  const bar = (await page.getByRole("navigation", { name: "Bottom navigation" }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

test("scores first: two game cards on the first screen of /scores and /sports, filters in a sheet", async ({
  page,
}) => {
  // A new fan: the install card is still there, and it too must leave room for the games.
  await registerViaApi(page, uniqueUser("phone"));
  await page.goto("/scores");
  const cards = page.getByTestId("game-card");
  await expect(cards.nth(1)).toBeVisible();
  await expect(page.getByRole("region", { name: "Install App" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnFirstScreen(page, cards.nth(0));
  await expectOnFirstScreen(page, cards.nth(1));
  await snap(page, "scores", false);

  // Every control of the spec is one tap away, with its texts.
  await expect(page.getByRole("tab", { name: "NBA" })).toBeVisible();
  await page.getByRole("button", { name: "Filters" }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("combobox", { name: "Sport" }).locator("option:checked")).toHaveText("All Sports");
  await expect(sheet.getByRole("combobox", { name: "League" }).locator("option:checked")).toHaveText("All Leagues");
  await expect(sheet.getByRole("switch", { name: "Favorites only" })).toBeDisabled();
  await sheet.getByRole("combobox", { name: "League" }).selectOption({ label: "NHL" });
  await snap(page, "scores-filters", false);
  await sheet.getByRole("button", { name: "Show games" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: /Filters.*1 filter on/ })).toBeVisible();
  for (const league of await cards.locator("header").allTextContents()) expect(league).toContain("NHL");

  await page.goto("/sports");
  await expect(page.getByTestId("league-count-card")).toHaveCount(13);
  await expect(cards.nth(1)).toBeVisible();
  await expectOnFirstScreen(page, cards.nth(0));
  await expectOnFirstScreen(page, cards.nth(1));
  await snap(page, "sports", false);
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByRole("dialog", { name: "Filters" }).getByRole("combobox", { name: "Sport" })).toBeVisible();
});

test("the install card: at most 80 px tall, then 'Install app' in the user menu while the browser offers it", async ({
  page,
}) => {
  await registerViaApi(page, uniqueUser("install"));
  await page.goto("/");
  const card = page.getByRole("region", { name: "Install App" });
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.height).toBeLessThanOrEqual(80);

  // The browser offers installation (Chromium's event, as a browser fires it when the app qualifies).
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await expect(card.getByRole("button", { name: "Install", exact: true })).toBeVisible();
  expect((await card.boundingBox())!.height).toBeLessThanOrEqual(80);
  await snap(page, "install-card", false);

  // Not in the menu while the card is there; in it once the card is dismissed.
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Install app" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await card.getByRole("button", { name: "Dismiss install card" }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: "User menu" }).click();
  await snap(page, "user-menu", false);
  await page.getByRole("menuitem", { name: "Install app" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted))
    .toBe(true);

  // Remembered on the device; without an offer from the browser the menu has no install item.
  await page.reload();
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Install App" })).toHaveCount(0);
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Install app" })).toHaveCount(0);
});

test("feed on phones: the first post comes first, friends and requests one tap away with counts", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.request.post("/api/auth/login", { data: { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" } });
  const maya = (await (await page.request.get("/api/auth/me")).json()).user as { id: number };
  // One more request to her, from a fan of this run.
  const fan = await newFan(browser, baseURL, "Jordan", "feed");
  try {
    expect((await fan.page.request.post("/api/friends/request", { data: { friendId: maya.id } })).ok()).toBe(true);
  } finally {
    await fan.close();
  }
  await page.goto("/posts");
  const firstPost = page.getByTestId("post-card").first();
  await expect(firstPost).toBeVisible();
  // The server-drawn first posts are replaced by the app's own once it has started: the box is
  // read again if the element it found went in between.
  await expect(async () => expect((await firstPost.boundingBox())?.y).toBeLessThan(844)).toPass();
  await expect(page.getByRole("list", { name: "Friends" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Friend Requests" })).toHaveCount(0);
  await snap(page, "posts", false);

  const requestsTab = page.getByRole("tab", { name: /^Requests \(\d+\)$/ });
  const count = Number((await requestsTab.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await requestsTab.click();
  const requests = page.getByRole("list", { name: "Friend Requests" });
  await expect(requests.getByTestId("person-row")).toHaveCount(count);
  await expect(requests.getByText("Jordan")).toBeVisible();
  await expect(page.getByText(`Friend Requests (${count})`)).toBeVisible();

  await page.getByRole("tab", { name: /^Friends \(\d+\)$/ }).click();
  await expect(page.getByRole("list", { name: "Friends" }).getByTestId("person-row").first()).toBeVisible();
  await page.getByRole("tab", { name: "Posts" }).click();
  await expect(firstPost).toBeVisible();
});

test("live status: 'Reconnecting…' when the socket is cut, current again after it comes back", async ({ page }) => {
  await registerViaApi(page, uniqueUser("recon"));
  let cut = false;
  const open = new Set<{ close(o?: { code?: number }): Promise<void> }>();
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (cut) {
      void ws.close({ code: 1012 });
      return;
    }
    ws.connectToServer();
    open.add(ws);
  });
  await page.goto("/scores");
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  const ticker = page.getByTestId("live-ticker");
  await expect(page.getByText(/live now · updates arrive as they happen/)).toBeVisible();
  await expect(ticker.getByText("(connected)")).toBeAttached();

  cut = true;
  for (const ws of open) await ws.close({ code: 1012 });
  open.clear();
  await expect(ticker.getByTestId("live-status")).toContainText("Reconnecting…");
  await expect(page.getByRole("main").getByTestId("live-status")).toContainText("Reconnecting…");
  await snap(page, "reconnecting", false);

  // Back: the socket opens again and the board is read again at once (updates were missed).
  const refetched = page.waitForResponse((r) => r.url().endsWith("/api/live/scores") && r.ok());
  cut = false;
  await expect(ticker.getByText("(connected)")).toBeAttached();
  await refetched;
  await expect(page.getByTestId("live-status")).toHaveCount(0);
  await expect(page.getByText(/live now · updates arrive as they happen/)).toBeVisible();
});

test("the phone's filter sheet, feed tabs and user menu pass axe, light and dark", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.request.post("/api/auth/login", {
    data: { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" },
  });
  await page.goto("/scores");
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto("/sports");
  await expect(page.getByTestId("league-count-card").first()).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);

  await page.goto("/posts");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await page.getByRole("tab", { name: /^Requests/ }).click();
  await expect(page.getByRole("list", { name: "Friend Requests" })).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);
});
