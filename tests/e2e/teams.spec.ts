import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { isMobile, onBoard, registerViaApi, snap, uniqueUser } from "./helpers";
import { seriousViolationsInLightAndDark } from "./axe";

// A fan goes from a game card to a team's page, follows the team, opens its league's table and
// takes its schedule into a calendar. Then every new screen is checked by axe in light and dark.

test("from a game card to the team page, Follow, the league's table and the calendar", async ({ page }) => {
  await registerViaApi(page, uniqueUser("team"));
  await page.goto("/scores");
  const card = (await onBoard(page, page.locator('[data-testid="game-card"][data-status="final"]'))).first();
  const link = card.getByTestId("team-link").first();
  await expect(link).toBeVisible();
  const teamName = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/teams\/\d+$/);
  const teamId = Number(page.url().split("/").pop());

  // The season at a glance, as the API says it
  const detail = await (await page.request.get(`/api/teams/${teamId}`)).json();
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByTestId("team-record")).toHaveText(detail.record.summary);
  await expect(page.getByTestId("team-standing")).toHaveText(detail.standing.summary);
  await expect(page.getByTestId("form-chips").getByRole("listitem")).toHaveCount(detail.form.length);
  await expect(page.getByTestId("last-games").getByTestId("team-game")).toHaveCount(detail.lastGames.length);
  await expect(page.getByTestId("next-games").getByTestId("team-game")).toHaveCount(detail.nextGames.length);
  if (isMobile(page)) {
    // On a phone the record and the next game come before anything else below the header.
    const record = await page.getByTestId("team-record").boundingBox();
    const next = await page.getByTestId("next-games").boundingBox();
    expect(record!.y + record!.height).toBeLessThan(844);
    expect(next!.y).toBeLessThan(844);
  }
  await snap(page, "team-page");

  // Follow
  const follow = page.getByTestId("follow-button");
  await expect(follow).toHaveText("Follow");
  await follow.click();
  await expect(follow).toHaveText("Following");
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("team-followers")).toContainText(String(detail.followers + 1));
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me.user.favoriteTeams).toContain(teamId);

  // The standings tab of its league, with the team's row marked as a favourite
  await page.getByTestId("team-standing").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/standings/${detail.league}$`));
  await expect(page.getByRole("navigation", { name: "Leagues" }).locator('a[aria-current="page"]')).toHaveAttribute(
    "href",
    `/standings/${detail.league}`,
  );
  const row = page.locator(`[data-testid="standings-row"][data-team-id="${teamId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveClass(/bg-accent/);
  await expect(row.getByRole("rowheader")).toBeVisible();

  // The calendar: webcal:// to subscribe, a file to download, which an iCalendar library reads
  await page.goto(`/teams/${teamId}`);
  await page.getByTestId("add-to-calendar").click();
  const subscribe = await page.getByTestId("calendar-subscribe").getAttribute("href");
  expect(subscribe).toMatch(new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/api/teams/${teamId}/calendar\\.ics$`));
  const download = page.waitForEvent("download");
  await page.getByTestId("calendar-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await (await page.request.get(`/api/teams/${teamId}/calendar.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  const schedule = await (await page.request.get(`/api/teams/${teamId}/schedule`)).json();
  expect(events.length).toBe(schedule.games.filter((g: { gameTime: string | null }) => g.gameTime).length);
  for (const e of events.slice(0, 20)) {
    const event = new ICAL.Event(e);
    expect(event.uid).toMatch(/@fanzone$/);
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.summary).toMatch(/^.+ at .+$/);
    expect(event.summary).not.toMatch(/\(\d+-\d+\)/);
    expect(e.getFirstPropertyValue("url")).toMatch(/\/games\/sim-/);
  }
  expect(events.some((e) => (e.getFirstPropertyValue("summary") as string).includes(teamName))).toBe(true);
});

test("one table per sport", async ({ page }) => {
  await registerViaApi(page, uniqueUser("tables"));
  for (const league of ["nba", "nfl", "mlb", "nhl", "premier-league"]) {
    await page.goto(`/standings/${league}`);
    await expect(page.getByTestId("league-standings")).toHaveAttribute("data-league", league);
    await expect(page.getByTestId("standings-row").first()).toBeVisible();
    await snap(page, `standings-${league}`);
  }
  // A phone scrolls a wide table inside its box; the page itself never scrolls sideways.
  await page.goto("/standings/premier-league");
  await expect(page.getByTestId("standings-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("team page and standings have no serious or critical axe violations, light and dark", async ({ page }) => {
  await registerViaApi(page, uniqueUser("teamaxe"));
  const lakers = (
    (await (await page.request.get("/api/teams")).json()) as { id: number; abbreviation: string; league: string }[]
  ).find((t) => t.league === "nba" && t.abbreviation === "LAL")!;
  const report: Record<string, string[]> = {};
  for (const url of [
    `/teams/${lakers.id}`,
    "/standings/nba",
    "/standings/nfl",
    "/standings/nhl",
    "/standings/la-liga",
    "/standings/fifa-world-cup",
  ]) {
    await page.goto(url);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.locator('[data-testid="team-page"], [data-testid="league-standings"]').first()).toBeVisible();
    const found = await seriousViolationsInLightAndDark(page);
    if (found.length) report[url] = found;
  }
  expect(report).toEqual({});
});
