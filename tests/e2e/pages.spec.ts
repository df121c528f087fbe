import { expect, test, type Page } from "@playwright/test";
import { newFan, registerViaApi, snap, toast, uniqueUser } from "./helpers";
import { settled, violationsNow } from "./axe";

// A page for everything (posts, events), deep links from notifications, Share, and Search:
// at 390x844 (the mobile project), each page also looked at in light and dark by axe and
// photographed at 390x844 and 1440x900 (E2E_SCREENSHOTS).

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createEvent(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/events", {
    data: { sport: "basketball", location: "The Corner Pub, 12 Main St", eventDate: inDays(3), ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}

test.beforeEach(({ isMobile }, info) => {
  // Keyboard shortcuts are for keyboards: that test runs on the desktop project, the rest at 390x844.
  const desktopOnly = info.title.includes("shortcuts");
  test.skip(desktopOnly ? isMobile : !isMobile, "phone-first flows at 390x844; shortcuts on the desktop");
});

test("a comment notification opens the post's own page, with the comment on it", async ({ page, browser, baseURL }) => {
  await registerViaApi(page, uniqueUser("author"));
  const k = tag();
  const post = await (await page.request.post("/api/posts", { data: { content: `Buzzer beater ${k}` } })).json();
  // Newer posts push it far down the feed: the notification must still land on it.
  for (let i = 0; i < 12; i++)
    expect((await page.request.post("/api/posts", { data: { content: `Later take ${i} ${k}` } })).status()).toBe(201);
  const fan = await newFan(browser, baseURL, "Diego", "commenter");
  expect(
    (await fan.page.request.post(`/api/posts/${post.id}/comments`, { data: { content: `What a shot ${k}` } })).status(),
  ).toBe(201);

  await page.goto("/");
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const item = page.getByTestId("notification-item").filter({ hasText: "Diego" }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/posts/${post.id}$`));
  const card = page.getByTestId("post-card");
  await expect(card).toContainText(`Buzzer beater ${k}`);
  await expect(card).toBeInViewport();
  await expect(page.getByRole("list", { name: "Comments" })).toContainText(`What a shot ${k}`);
  await expect(page.getByRole("heading", { name: "1 comment" })).toBeVisible();
  await fan.close();
});

test("a post's page pages through every comment and lets its author edit and delete it", async ({ page }) => {
  await registerViaApi(page, uniqueUser("pager"));
  const k = tag();
  const post = await (await page.request.post("/api/posts", { data: { content: `Long thread ${k}` } })).json();
  for (let i = 1; i <= 23; i++)
    expect(
      (await page.request.post(`/api/posts/${post.id}/comments`, { data: { content: `Reply ${i} ${k}` } })).status(),
    ).toBe(201);
  await page.goto(`/posts/${post.id}`);
  const comments = page.getByRole("list", { name: "Comments" }).getByRole("listitem");
  await expect(comments).toHaveCount(20);
  await expect(comments.first()).toContainText(`Reply 23 ${k}`);
  await page.getByRole("button", { name: "Load more comments" }).click();
  await expect(comments).toHaveCount(23);
  await expect(comments.last()).toContainText(`Reply 1 ${k}`);
  await expect(page.getByRole("button", { name: "Load more comments" })).toHaveCount(0);

  await page.getByRole("button", { name: "Like" }).click();
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await page.getByRole("button", { name: "Edit post" }).click();
  await page.getByLabel("Edit post").fill(`Long thread, edited ${k}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("post-card")).toContainText(`Long thread, edited ${k}`);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await page.goto(`/posts/${post.id}`);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("an event's page: details, map link, calendar file, RSVP and who is going", async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page, { ...uniqueUser("host"), firstName: "Maya" });
  const k = tag();
  const event = await createEvent(page, {
    title: `Finals watch party ${k}`,
    maxAttendees: 2,
    description: "Big screen",
  });
  const fan = await newFan(browser, baseURL, "Sam", "rsvp");
  await fan.page.goto(`/events/${event.id}`);
  const p = fan.page;
  await expect(p.getByRole("heading", { level: 1, name: `Finals watch party ${k}` })).toBeVisible();
  const map = p.getByRole("link", { name: "Open The Corner Pub, 12 Main St in maps" });
  await expect(map).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=The%20Corner%20Pub%2C%2012%20Main%20St",
  );
  const ics = p.getByRole("link", { name: `Add Finals watch party ${k} to calendar` });
  await expect(ics).toHaveAttribute("href", `/api/events/${event.id}/calendar.ics`);
  const file = await (await p.request.get(`/api/events/${event.id}/calendar.ics`)).text();
  expect(file).toContain(`SUMMARY:Finals watch party ${k}`);
  expect(file).toContain(`URL;VALUE=URI:${baseURL}/events/${event.id}`);
  await expect(p.getByTestId("event-attendees")).toContainText("Maya");
  await p.getByRole("button", { name: `RSVP going to Finals watch party ${k}` }).click();
  await expect(p.getByText("You're going", { exact: true })).toBeVisible();
  await expect(p.getByTestId("event-attendees")).toContainText("Sam");
  await expect(p.getByTestId("attending")).toContainText("2 attending / 2");
  // Full now: a third fan gets the waitlist.
  const third = await newFan(browser, baseURL, "Priya", "wait");
  await third.page.goto(`/events/${event.id}`);
  await third.page.getByRole("button", { name: `Finals watch party ${k} is full: join the waitlist` }).click();
  await expect(third.page.getByTestId("waitlist-badge")).toBeVisible();
  expect(host.id).toBeGreaterThan(0);
  await Promise.all([fan.close(), third.close()]);
});

test("card titles open their pages", async ({ page }) => {
  await registerViaApi(page, uniqueUser("cards"));
  const k = tag();
  const event = await createEvent(page, { title: `Card title ${k}` });
  await page.goto("/events");
  await page
    .getByRole("link", { name: `Card title ${k}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
});

test("a subject the viewer may not see is the usual not-found page", async ({ page, browser, baseURL }) => {
  await registerViaApi(page, uniqueUser("owner"));
  const club = await (
    await page.request.post("/api/communities", {
      data: { name: `Inner circle ${tag()}`, sport: "soccer", isPrivate: true },
    })
  ).json();
  const hidden = await createEvent(page, { title: "Members only", communityId: club.id });
  const stranger = await newFan(browser, baseURL, "Stranger", "nosee");
  for (const path of [`/events/${hidden.id}`, "/events/2147483000", "/posts/2147483000"]) {
    await stranger.page.goto(path);
    await expect(stranger.page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(stranger.page.getByText("Members only")).toHaveCount(0);
  }
  await stranger.close();
});

test("Share copies the link and says so when the browser cannot share", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The Web Share API is absent (as on desktop Linux); the clipboard takes the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await registerViaApi(page, uniqueUser("sharer"));
  const event = await createEvent(page, { title: `Share me ${tag()}` });
  await page.goto(`/events/${event.id}`);
  await page
    .getByRole("button", { name: `Share ${event.title}` })
    .first()
    .click();
  await expect(toast(page)).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${event.id}`);
});

test("Share opens the system share sheet where there is one", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => void w.shared.push(data),
      configurable: true,
    });
  });
  await registerViaApi(page, uniqueUser("sheet"));
  const post = await (await page.request.post("/api/posts", { data: { content: "Share sheet test" } })).json();
  await page.goto(`/posts/${post.id}`);
  await page.getByRole("button", { name: /^Share .*'s post$/ }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: "Riley's post", text: "Share sheet test", url: `${baseURL}/posts/${post.id}` }]);
  await expect(toast(page)).toHaveCount(0);
});

test("search finds a team, a person and an event, one tap from the bottom bar", async ({ page, browser, baseURL }) => {
  const k = tag();
  await registerViaApi(page, uniqueUser("seeker"));
  const fan = await newFan(browser, baseURL, "Zoë", "findme");
  const event = await createEvent(fan.page, { title: `Lakers watch party ${k}` });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const field = page.getByRole("searchbox", { name: "Search teams, people, communities and events" });
  await expect(field).toBeFocused();

  await field.fill("lakers");
  await expect(page.getByTestId("search-teams").getByRole("link", { name: /Los Angeles Lakers/ })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=lakers$/);

  // Accents aside: "zoe" finds Zoë.
  await field.fill("zoe");
  await expect(
    page.getByTestId("search-people").getByRole("link", { name: new RegExp(`@${fan.user.username}`) }),
  ).toBeVisible();
  await field.fill(`LAKERS WATCH PARTY ${k}`);
  const hit = page.getByTestId("search-events").getByRole("link", { name: new RegExp(`Lakers watch party ${k}`) });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await fan.close();
});

test("the search shortcuts focus the field (/ and Ctrl-K)", async ({ page }) => {
  await registerViaApi(page, uniqueUser("keys"));
  await page.goto("/scores");
  const header = page.getByRole("searchbox", { name: "Search FanZone" });
  await expect(header).toBeVisible();
  await page.keyboard.press("/");
  await expect(header).toBeFocused();
  await header.fill("celtics");
  await header.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=celtics$/);
  await expect(page.getByTestId("search-teams")).toContainText("Boston Celtics");
  await page.getByRole("link", { name: "Scores", exact: true }).first().click();
  await expect(page).toHaveURL(/\/scores$/);
  await expect(page.getByRole("heading", { name: "Live Scores" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(header).toBeFocused();
});

test("the new pages are axe clean and photographed, light and dark", async ({ page, browser, baseURL }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await registerViaApi(page, uniqueUser("axepages"));
  const k = tag();
  const post = await (
    await page.request.post("/api/posts", {
      data: { content: `Phones first, scores first ${k}`, sport: "basketball" },
    })
  ).json();
  const fan = await newFan(browser, baseURL, "Diego", "axefan");
  for (const c of ["Totally agree", "Ticker looks great on my phone"])
    await fan.page.request.post(`/api/posts/${post.id}/comments`, { data: { content: c } });
  const games = (await (await page.request.get("/api/live/scores")).json()) as { id: string; gameStatus: string }[];
  const live = games.find((g) => g.gameStatus === "live")!;
  const event = await createEvent(page, {
    title: `Watch party ${k}`,
    description: "Big screen, wings and the whole crew.",
    gameId: live.id,
    maxAttendees: 40,
  });
  await fan.page.request.post(`/api/events/${event.id}/rsvp`, { data: { status: "going" } });
  await fan.close();

  const pages = [
    { name: "post", url: `/posts/${post.id}`, ready: page.getByRole("heading", { name: "2 comments" }) },
    { name: "event", url: `/events/${event.id}`, ready: page.getByTestId("event-attendees") },
    { name: "search", url: `/search?q=lakers`, ready: page.getByTestId("search-teams") },
    { name: "search-empty", url: `/search?q=zzzqqq${k}`, ready: page.getByTestId("search-empty") },
    {
      name: "not-found",
      url: "/events/2147483000",
      ready: page.getByRole("heading", { name: "404 Page Not Found" }),
    },
  ];
  const report: Record<string, string[]> = {};
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    for (const p of pages) {
      await page.goto(p.url);
      await expect(p.ready).toBeVisible();
      // One load for both schemes: the theme is CSS alone (tests/e2e/axe.ts).
      await settled(page);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        const found = await violationsNow(page);
        if (found.length) report[`${p.url} @${size.width} (${colorScheme})`] = found;
        await snap(page, `page-${p.name}-${size.width}-${colorScheme}`, false);
      }
    }
  }
  expect(report).toEqual({});
});
