import { expect, test, type Page, type WebSocketRoute } from "@playwright/test";
import { axeOn, seriousViolations, seriousViolationsInLightAndDark } from "./axe";
import { onBoard, registerViaApi, uniqueUser } from "./helpers";

// Every screen of SPEC §2, light and dark, checked by axe-core for serious and critical
// WCAG 2.1 A/AA violations. Signed-in screens as a demo user (real data on every screen).

const DEMO = { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" };
const SIGNED_IN_ROUTES = [
  "/",
  "/communities",
  "/communities/:communityId",
  "/events",
  "/scores",
  "/sports",
  "/profile",
  "/posts",
  "/users/:userId",
  "/games/:gameId",
  "/leaderboards",
  "/no-such-page",
];
const SIGNED_OUT_ROUTES = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=x",
  "/posts",
  "/no-such-page",
];

/** The flash colour (Tailwind's yellow-200) as axe reports it: red and green high, blue low. */
const isFlashYellow = (hex: unknown) =>
  typeof hex === "string" &&
  /^#[0-9a-f]{6}$/i.test(hex) &&
  parseInt(hex.slice(1, 3), 16) > 0xe0 &&
  parseInt(hex.slice(3, 5), 16) > 0xd0 &&
  parseInt(hex.slice(5, 7), 16) < 0xc0;

// Signed-in screens in two halves, so two workers share them; each screen is loaded once and
// judged in light and in dark (tests/e2e/axe.ts).
const HALF = Math.ceil(SIGNED_IN_ROUTES.length / 2);
for (const [i, routes] of [SIGNED_IN_ROUTES.slice(0, HALF), SIGNED_IN_ROUTES.slice(HALF)].entries()) {
  test(`signed-in screens have no serious or critical axe violations, light and dark (${i + 1} of 2)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Another user, for /users/:userId (in the half that has it).
    let otherUserId = 0;
    if (routes.includes("/users/:userId")) {
      const other = await playwright.request.newContext({ baseURL });
      otherUserId = (await registerViaApi({ request: other } as unknown as Page, uniqueUser("axe"))).id;
      await other.dispose();
    }

    const login = await page.request.post("/api/auth/login", { data: DEMO });
    expect(login.status()).toBe(200);
    const communities = (await (await page.request.get("/api/communities")).json()) as
      { id: number }[] | { items: { id: number }[] };
    const firstCommunity = Array.isArray(communities) ? communities[0] : communities.items[0];
    expect(firstCommunity, "demo data has a community").toBeTruthy();

    const games = (await (await page.request.get("/api/live/scores")).json()) as { id: string; gameStatus: string }[];
    const liveGame = games.find((g) => g.gameStatus === "live");
    expect(liveGame, "the pinned board has a live game").toBeTruthy();

    const report: Record<string, string[]> = {};
    for (const route of routes) {
      const url = route
        .replace(":communityId", String(firstCommunity!.id))
        .replace(":userId", String(otherUserId))
        .replace(":gameId", liveGame!.id);
      await page.goto(url);
      await expect(page.getByRole("main")).toBeVisible();
      const found = await seriousViolationsInLightAndDark(page);
      if (found.length) report[url] = found;
    }
    expect(report).toEqual({});
  });
}

test("signed-out screens have no serious or critical axe violations, light and dark", async ({ page }) => {
  const report: Record<string, string[]> = {};
  for (const url of SIGNED_OUT_ROUTES) {
    await page.goto(url);
    await expect(page.getByRole("main")).toBeVisible();
    const found = await seriousViolationsInLightAndDark(page);
    if (found.length) report[url] = found;
  }
  expect(report).toEqual({});
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    // Reduced motion: axe cannot judge colours mid-transition (the ticker's score flash fades).
    test.use({ colorScheme, reducedMotion: "reduce" });

    test(`every game state and the score-change flash meet AA contrast (${colorScheme})`, async ({ page }) => {
      await registerViaApi(page, uniqueUser("axeg"));
      // The live connection goes through a proxy, so the test can hold back the server's updates
      // of one game and push score changes of its own for it.
      let toPage: WebSocketRoute | undefined;
      let held: string | null = null;
      await page.routeWebSocket(/\/ws$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((m) => {
          if (held && typeof m === "string" && m.includes(`"id":"${held}"`)) return;
          ws.send(m);
        });
        toPage = ws;
      });
      await page.goto("/scores");
      await expect(page.getByRole("heading", { name: "Live Scores" })).toBeVisible();

      // The pinned board holds every state at once: live, final, upcoming and postponed.
      const card = (status: string) => page.locator(`[data-testid="game-card"][data-status="${status}"]`);
      for (const status of ["live", "final", "upcoming", "other"])
        await expect((await onBoard(page, card(status))).first()).toBeVisible();
      await expect(card("other").getByTestId("status-badge").filter({ hasText: "POSTPONED" }).first()).toBeVisible();
      await expect(card("live").locator("header .text-live-text").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The score-change flash, on the ticker and on the game's card. Scores change every 400 ms
      // (each change restarts the 1.5 s highlight), so the flash lasts while axe judges it.
      await expect.poll(() => toPage !== undefined).toBe(true);
      const tickerItem = page.getByTestId("live-ticker").getByTestId("ticker-game").first();
      await expect(tickerItem).toBeVisible();
      const id = (await tickerItem.getAttribute("data-game-id"))!;
      held = id;
      await onBoard(page, page.locator(`[data-testid="game-card"][data-game-id="${id}"]`));
      const games = (await (await page.request.get("/api/live/scores")).json()) as {
        id: string;
        homeScore: number;
        updatedAt: string;
      }[];
      const game = games.find((g) => g.id === id)!;
      let n = 0;
      const push = () => {
        n++;
        const updatedAt = new Date(Math.max(Date.now(), Date.parse(game.updatedAt)) + n).toISOString();
        toPage!.send(
          JSON.stringify({ type: "score_update", data: { ...game, homeScore: game.homeScore + n, updatedAt } }),
        );
      };
      push();
      const keepFlashing = setInterval(push, 400);
      try {
        for (const [name, scope] of [
          ["ticker", `[data-testid="ticker-game"][data-game-id="${id}"]`],
          ["card", `[data-testid="game-card"][data-game-id="${id}"] [data-testid="team-home"]`],
        ] as const) {
          const flashing = page.locator(`${scope}[data-flash], ${scope} [data-flash]`);
          await expect(flashing, `${name} flashes`).toHaveCount(1);
          await flashing.scrollIntoViewIfNeeded();
          // On a busy machine a push can come late and the highlight end while axe works: judge again
          // until axe has seen the score on the flash colours; every judgement must be clean.
          const violations: string[] = [];
          await expect
            .poll(
              async () => {
                const result = await axeOn(page).include(scope).withRules(["color-contrast"]).analyze();
                violations.push(...result.violations.flatMap((v) => v.nodes.map((x) => x.failureSummary ?? v.id)));
                return result.passes
                  .flatMap((r) => r.nodes)
                  .filter((x) => isFlashYellow(x.any[0]?.data?.bgColor))
                  .map((x) => x.html)
                  .join("\n");
              },
              { message: `${name}: axe judged the score on the flash colours`, timeout: 120_000 },
            )
            .toMatch(name === "ticker" ? /ticker-home-score/ : /data-testid="score"/);
          expect(violations).toEqual([]);
        }
      } finally {
        clearInterval(keepFlashing);
      }
    });
  });
}
