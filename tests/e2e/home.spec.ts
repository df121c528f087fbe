import { expect, test } from "@playwright/test";
import { registerViaApi, snap, uniqueUser } from "./helpers";

test("the dashboard shows its cards with their limits, empty texts and grey placeholders", async ({ page }) => {
  const user = { ...uniqueUser("home"), firstName: "Harper" };
  await registerViaApi(page, user);

  // Hold the lists back to see the loading placeholders. The page of / carries its first reads'
  // answers (docs/decisions/1420): opened from another screen, the dashboard reads them itself.
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/(events|communities\/user)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/profile");
  await page.getByRole("link", { name: "FanZone home" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Harper!" })).toBeVisible();
  await expect(page.getByTestId("upcoming-events-card").getByTestId("skeleton")).toHaveCount(2);
  await expect(page.getByTestId("my-communities-card").getByTestId("skeleton-row")).toHaveCount(3);
  release();

  // The demo data has more upcoming events than the card shows.
  await expect(page.getByTestId("upcoming-events-card").getByTestId("compact-event")).toHaveCount(2);
  await expect(page.getByTestId("my-communities-card").getByText("No communities yet")).toBeVisible();
  // The news and favourite-team cards come from their features; a new fan has no favourites.
  await expect(page.getByTestId("latest-news-card").getByRole("heading", { name: "Latest Sports News" })).toBeVisible();
  await expect(page.getByTestId("favorite-teams-card").getByText("No favorite teams selected")).toBeVisible();
  await expect(page.getByTestId("favorite-teams-card").getByRole("link", { name: "Edit" })).toHaveAttribute(
    "href",
    "/profile",
  );

  // Joining four communities still shows three in compact form.
  const list = await (await page.request.get("/api/communities?limit=30")).json();
  const open = list.items.filter((c: { isPrivate: boolean }) => !c.isPrivate).slice(0, 4);
  expect(open).toHaveLength(4);
  for (const c of open)
    expect((await page.request.post(`/api/communities/${c.id}/join`, { data: {} })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("my-communities-card").getByTestId("compact-community")).toHaveCount(3);
  await snap(page, "home");
});

test("a signed-in fan's home page comes with its first reads' answers: no request of its own for them", async ({
  page,
}) => {
  await registerViaApi(page, { ...uniqueUser("homereads"), firstName: "Robin" });
  const reads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === "fetch" && r.method() === "GET") reads.push(url.pathname + url.search);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome back, Robin!" })).toBeVisible();
  await expect(page.getByTestId("upcoming-events-card").getByTestId("compact-event")).toHaveCount(2);
  await expect(page.getByTestId("latest-news-card").getByTestId("news-card").first()).toBeVisible();
  await expect(page.getByTestId("my-communities-card").getByText("No communities yet")).toBeVisible();
  await expect(page.getByTestId("favorite-teams-card").getByText("No favorite teams selected")).toBeVisible();
  // The live board, news and the bell are read again once the live connection opens (what changed
  // before it).
  expect(reads.filter((url) => !url.startsWith("/api/live/") && url !== "/api/notifications")).toEqual([]);

  // A later visit from another screen reads them itself: each answer is used once.
  await page.getByRole("link", { name: "Posts", exact: true }).first().click();
  await expect(page).toHaveURL(/\/posts$/);
  await page.getByRole("link", { name: "FanZone home" }).click();
  await expect(page.getByTestId("upcoming-events-card").getByTestId("compact-event")).toHaveCount(2);
  expect(reads).toContainEqual(expect.stringMatching(/^\/api\/events\?limit=2&when=upcoming$/));
});

test("tiles and quick actions open the right screens and dialogs", async ({ page }) => {
  await registerViaApi(page, uniqueUser("homeq"));
  await page.goto("/");
  const shortcuts = page.getByRole("navigation", { name: "Shortcuts" });
  await shortcuts.getByRole("link", { name: /Upcoming Events/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/");
  await shortcuts.getByRole("link", { name: /Communities/ }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await page.goto("/");
  await shortcuts.getByRole("link", { name: /Following Teams/ }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const quick = () => page.getByTestId("quick-actions");
  await page.goto("/");
  await quick().getByRole("link", { name: "Create Event" }).click();
  await expect(page.getByRole("dialog", { name: "Create Event" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/events$/);

  await page.goto("/");
  await quick().getByRole("link", { name: "Find Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto("/");
  await quick().getByRole("link", { name: "Start Community" }).click();
  await expect(page.getByRole("dialog", { name: "Create Community" })).toBeVisible();

  await page.goto("/");
  await page.getByTestId("upcoming-events-card").getByRole("link", { name: "Create Event" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/");
  await page.getByTestId("my-communities-card").getByRole("link", { name: "Join More Communities" }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await page.goto("/");
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe("with the service worker", () => {
  // As a fan's browser runs it: the page registers /sw.js, and that must log no error either.
  test.use({ serviceWorkers: "allow" });

  test("a fan's dashboard is painted from the page itself before any script runs, then hydrated in place", async ({
    page,
  }) => {
    await registerViaApi(page, { ...uniqueUser("shell"), firstName: "Quinn" });
    // No script of the app runs: what shows is the page's own HTML (scripts/prerender.mjs).
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("link", { name: "FanZone home" })).toBeVisible();
    await expect(page.getByTestId("live-ticker")).toContainText("Loading live games…");
    await expect(page.getByRole("region", { name: "Install App" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    // Dismissed once, the card is never painted again, not even before the scripts (the page's
    // inline script, allowed by its hash in the Content-Security-Policy, hides it).
    await page.evaluate(() => localStorage.setItem("fanzone.install-card-dismissed", "1"));
    await page.reload();
    await expect(page.getByRole("link", { name: "FanZone home" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Install App" })).toBeHidden();

    // With the scripts, React takes over that same HTML: no hydration error, no install card.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome back, Quinn!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Install App" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a game's and a team's page paint the signed-in frame from the page itself, then React takes over those nodes", async ({
    page,
  }) => {
    await registerViaApi(page, uniqueUser("frame"));
    const [game] = (await (await page.request.get("/api/live/scores")).json()) as {
      id: string;
      homeTeam: { id: number; name: string };
    }[];
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    // The frame as the HTML drew it, kept before any script of the app runs.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { drawn: Element | null }).drawn = document.querySelector("[data-install-card]");
      }),
    );
    for (const [path, heading] of [
      [`/games/${game!.id}`, game!.homeTeam.name],
      [`/teams/${game!.homeTeam.id}`, game!.homeTeam.name],
    ] as const) {
      const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
      expect(html, path).toContain('aria-labelledby="install-card-title"');
      await page.goto(path);
      await expect(page.getByText(heading).first()).toBeVisible();
      // Hydrated, not drawn again: the install card painted from the HTML is the node React kept.
      expect(
        await page.evaluate(() => {
          const { drawn } = window as unknown as { drawn: Element | null };
          return drawn !== null && drawn === document.querySelector("[data-install-card]");
        }),
        path,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
