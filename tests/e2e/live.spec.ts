import { expect, test, type Page } from "@playwright/test";
import { isMobile, onBoard, registerViaApi, uniqueUser, wholeBoard } from "./helpers";

/** The 'Favorites only' switch: on phones in the filter sheet opened from the tab row. */
async function favoritesSwitch(page: Page) {
  if (isMobile(page)) await page.getByRole("button", { name: "Filters" }).click();
  return page.getByRole("switch", { name: "Favorites only" });
}

// The e2e server runs the pinned test board (TEST_BOARD): a busy evening, where some live score
// changes within every 90 seconds of real time (test-board.test.ts checks it). The test does not wait
// for that: it moves the simulated clock on (SIM_CONTROL), and the server publishes the moved board.
type Frame = {
  type: string;
  data?: { id: string; gameStatus: string; homeScore: number | null; awayScore: number | null; statusDetail: string };
};

/** Records every score_update the page receives over /ws. */
function recordFrames(page: Page) {
  const frames: NonNullable<Frame["data"]>[] = [];
  const sent: string[] = [];
  page.on("websocket", (ws) => {
    ws.on("framesent", (f) => sent.push(String(f.payload)));
    ws.on("framereceived", (f) => {
      const msg = JSON.parse(String(f.payload)) as Frame;
      if (msg.type === "score_update" && msg.data) frames.push(msg.data);
    });
  });
  return { frames, sent, latest: (id: string) => frames.filter((f) => f.id === id).at(-1) };
}

test("live scores move on /scores and in the ticker without reloading", async ({ page }) => {
  await registerViaApi(page, uniqueUser("live"));
  const ws = recordFrames(page);
  // Only the first read that reaches the server is answered; later polls never are. Any change on
  // screen can then only come from the live connection (and no poll can put that snapshot back).
  // The page carries the board's first answer (docs/decisions/1420); the first read to reach the
  // server is the one made as the live connection opens, which missed nothing since.
  let firstBody: string | null = null;
  await page.route("**/api/live/scores", async (route) => {
    if (firstBody === null) {
      const res = await route.fetch();
      firstBody = await res.text();
      return route.fulfill({ response: res, body: firstBody });
    }
    await new Promise<never>(() => undefined);
  });

  await page.goto("/scores");
  await expect(page.getByRole("heading", { name: "Live Scores" })).toBeVisible();
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  await expect.poll(() => ws.sent.map((s) => JSON.parse(s).type)).toContain("subscribe_scores");
  await expect.poll(() => firstBody).not.toBeNull();

  // Move the clock on until the board shows a live game whose score changed since the first
  // snapshot: one move of three simulated minutes (two real minutes at the board's speed) is enough
  // by test-board.test.ts; the others only guard against that game ending in between.
  const initial = new Map<string, string>(
    (JSON.parse(firstBody!) as NonNullable<Frame["data"]>[]).map((g) => [g.id, `${g.homeScore}-${g.awayScore}`]),
  );
  const changedLive = (games: NonNullable<Frame["data"]>[]) =>
    games.filter(
      (g) => g.gameStatus === "live" && initial.has(g.id) && initial.get(g.id) !== `${g.homeScore}-${g.awayScore}`,
    );
  let boardMoved = false;
  for (let move = 0; move < 5 && !boardMoved; move++) {
    // page.request is not routed: it reaches the server, and the move is published when it answers.
    const res = await page.request.post("/api/sim/advance", { data: { minutes: 3 } });
    expect(res.status(), await res.text()).toBe(200);
    boardMoved = changedLive(await (await page.request.get("/api/live/scores")).json()).length > 0;
  }
  expect(boardMoved, "a live score moved on the board").toBe(true);
  // The page hears of it over the live connection (the first snapshot never comes back).
  await expect.poll(() => changedLive(ws.frames).length).toBeGreaterThan(0);
  const moved = ws.frames.find(
    (f) => f.gameStatus === "live" && initial.get(f.id) !== `${f.homeScore}-${f.awayScore}`,
  )!;

  // The card shows the newest state pushed for that game.
  const card = await onBoard(page, page.locator(`[data-testid="game-card"][data-game-id="${moved.id}"]`));
  await expect
    .poll(async () => {
      const g = ws.latest(moved.id)!;
      if (g.gameStatus !== "live") return "done"; // it may have finished meanwhile: the card then shows FINAL
      const scores = await card.getByTestId("score").allTextContents();
      return scores.map((s) => s.replace(/\(.*\)/, "").trim()).join("-") === `${g.awayScore}-${g.homeScore}`
        ? "done"
        : "waiting";
    })
    .toBe("done");

  // The ticker lists only live games, and moves too.
  const ticker = page.getByTestId("live-ticker");
  await expect(ticker).toBeVisible();
  const tickerItem = ticker.locator(`[data-game-id="${moved.id}"]`);
  await expect
    .poll(async () => {
      const g = ws.latest(moved.id)!;
      if (g.gameStatus !== "live") return (await tickerItem.count()) === 0;
      return (await tickerItem.getByTestId("ticker-home-score").textContent()) === String(g.homeScore);
    })
    .toBe(true);
  for (const id of await ticker
    .getByTestId("ticker-game")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-game-id")!)))
    expect(ws.latest(id)?.gameStatus ?? "live").toBe("live");
});

test("filters, tabs and the sports dashboard", async ({ page }) => {
  await registerViaApi(page, uniqueUser("live"));
  await page.goto("/scores");
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  // A new user has no favourite teams: the switch is disabled.
  await expect(await favoritesSwitch(page)).toBeDisabled();
  if (isMobile(page)) await page.getByRole("button", { name: "Show games" }).click();
  // The All tab: one section per league, each with its game count (the first screen's cards come
  // with the page, the rest as the fan scrolls towards them).
  await wholeBoard(page);
  const sections = page.getByTestId("league-section");
  await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(10);
  await page.getByRole("tab", { name: "NBA" }).click();
  const leagues = await page.getByTestId("game-card").locator("header").allTextContents();
  expect(leagues.length).toBeGreaterThan(0);
  for (const l of leagues) expect(l).toContain("NBA");
  await page.getByRole("tab", { name: "International" }).click();
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  // Status badges: LIVE, FINAL or a time.
  const badges = await page.getByTestId("status-badge").allTextContents();
  for (const b of badges) expect(b).toMatch(/^(LIVE|FINAL|POSTPONED|TBD|(\w{3} )?\d{1,2}:\d{2}\s?(AM|PM)?)$/);

  await page.goto("/sports");
  await expect(page.getByRole("heading", { name: "All Sports" })).toBeVisible();
  await expect(page.getByTestId("league-count-card")).toHaveCount(13);
  await expect(page.getByText("Active games").first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "MLS" })).toBeVisible();
});

test("a demo fan sees favourites highlighted and can filter to them", async ({ page }) => {
  await page.request.post("/api/auth/login", {
    data: { email: "diego.futbol@fanzone.demo", password: "GameDay2026!" },
  });
  await page.goto("/scores");
  await expect(page.getByTestId("game-card").first()).toBeVisible();
  const favSwitch = await favoritesSwitch(page);
  await expect(favSwitch).toBeEnabled();
  await favSwitch.click();
  if (isMobile(page)) await page.getByRole("button", { name: "Show games" }).click();
  const cards = page.getByTestId("game-card");
  const empty = page.getByText("No games scheduled for your favorite teams");
  await expect(cards.first().or(empty)).toBeVisible();
  for (const card of await cards.all()) await expect(card.locator("[data-favorite]")).not.toHaveCount(0);
});
