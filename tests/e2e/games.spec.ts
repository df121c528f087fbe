import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { isMobile, newFan, onBoard, registerViaApi, toast, uniqueUser } from "./helpers";
import { GAME_CENTRE_URL } from "./game-centre-server";

// The game centre runs on its own server whose simulated clock the test moves forward
// (SIM_CONTROL, tests/e2e/game-centre-server.ts): each move publishes the board before it
// answers, so a game goes from before kick-off to its final deterministically, and the page
// follows it over /ws without a reload.
test.use({ baseURL: GAME_CENTRE_URL });

type BoardGame = {
  id: string;
  sport: string;
  league: string;
  gameStatus: "live" | "final" | "upcoming" | "other";
  gameTime: string | null;
  homeTeam: { id: number | null; name: string; abbreviation: string };
  awayTeam: { id: number | null; name: string; abbreviation: string };
  homeScore: number | null;
  awayScore: number | null;
  winner: "home" | "away" | "tie" | null;
};

const board = async (request: APIRequestContext) =>
  (await (await request.get("/api/live/scores")).json()) as BoardGame[];
const gameOf = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/games/${id}`)).json()) as BoardGame & { timeline: { kind: string }[] };

/** Moves the simulated clock on (the board is published when this answers); answers its new time. */
async function advance(request: APIRequestContext, minutes: number) {
  const res = await request.post("/api/sim/advance", { data: { minutes } });
  expect(res.status(), await res.text()).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** Moves the clock 10 minutes at a time until the game reaches `status` (at most a day of play). */
async function playUntil(request: APIRequestContext, id: string, status: BoardGame["gameStatus"]) {
  for (let step = 0; step < 150; step++) {
    if ((await gameOf(request, id)).gameStatus === status) return;
    await advance(request, 10);
  }
  throw new Error(`${id} never became ${status}`);
}

/**
 * The next game to start on the board, of a sport that cannot end level (so a pick wins or loses),
 * at least half an hour of the simulated clock away: the clock also runs in real time, and a game
 * a minute from kick-off would start on its own while a slow machine is still filling in the
 * pick. Late in the simulated day, the clock moves on to the next day's games.
 */
async function nextDecisiveGame(request: APIRequestContext) {
  for (let hour = 0; hour < 36; hour++) {
    const now = await advance(request, hour === 0 ? 1 : 60);
    const upcoming = (await board(request))
      .filter(
        (g) =>
          g.gameStatus === "upcoming" &&
          g.gameTime &&
          Date.parse(g.gameTime) > now + 30 * 60_000 &&
          g.homeTeam.id !== null &&
          ["basketball", "baseball", "hockey"].includes(g.sport),
      )
      .sort((a, b) => a.gameTime!.localeCompare(b.gameTime!));
    if (upcoming.length > 0) return upcoming[0]!;
  }
  throw new Error("no decisive game on the board in a day and a half of play");
}

/** On a phone the match thread is a tab of the game's sections; beside them on a wide screen. */
async function showThread(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole("tablist", { name: "Game sections" }).getByRole("tab", { name: "Thread" }).click();
}

const openGame = async (page: Page, id: string) => {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws"));
  await page.goto(`/games/${id}`);
  await socket;
  await expect(page.getByTestId("game-header")).toBeVisible();
};

test("a fan predicts a game, follows it to the final and finds the points on the leaderboard", async ({
  page,
  browser,
  baseURL,
}) => {
  const me = await registerViaApi(page, { ...uniqueUser("pick"), firstName: "Avery" });
  const friend = await newFan(browser, baseURL, "Jordan", "pickfriend");
  expect((await friend.page.request.post("/api/friends/request", { data: { friendId: me.id } })).status()).toBe(200);
  expect((await page.request.post("/api/friends/accept", { data: { friendId: friend.id } })).status()).toBe(200);

  const game = await nextDecisiveGame(page.request);
  // The friend throws a watch party for it and picks the away side.
  const party = `Watch party ${Date.now().toString(36)}`;
  const created = await friend.page.request.post("/api/events", {
    data: {
      title: party,
      description: "Big screen, wings, the works.",
      sport: game.sport,
      location: "The Corner Bar",
      eventDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
      gameId: game.id,
    },
  });
  expect(created.status()).toBe(201);
  const partyId = ((await created.json()) as { id: number }).id;
  expect((await friend.page.request.post(`/api/events/${partyId}/rsvp`, { data: { status: "going" } })).status()).toBe(
    200,
  );
  const friendPick = await friend.page.request.post(`/api/games/${game.id}/prediction`, { data: { winner: "away" } });
  expect(friendPick.status()).toBe(200);

  // From the scores page, the game's card opens its game centre.
  await page.goto("/scores");
  const gameCard = await onBoard(page, page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`));
  await gameCard.getByRole("link", { name: /: game centre$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
  await expect(page.getByTestId("header-status")).toHaveText("UPCOMING");

  // Watch parties: the friend is going; RSVP from here.
  const partyCard = page.getByTestId("watch-party").filter({ hasText: party });
  await expect(partyCard.getByTestId("friends-going")).toHaveText("Jordan is going");
  await partyCard.getByRole("button", { name: `RSVP going to ${party}` }).click();
  await expect(partyCard.getByText("You're going")).toBeVisible();

  // The pick: the schema's message for half a score, then home with an exact score.
  const card = page.getByTestId("prediction-card");
  await expect(card.getByTestId("prediction-state")).toHaveText("Open");
  await card.getByRole("button", { name: "Save prediction" }).click();
  await expect(card.getByRole("alert")).toHaveText("Pick home, away or draw");
  await card.getByText(game.awayTeam.name, { exact: true }).click();
  await expect(card.getByRole("radio", { name: game.awayTeam.name })).toBeChecked();
  await card.getByLabel(`${game.homeTeam.name} score`).fill("5");
  await expect(card.getByRole("alert")).toHaveText("Give both scores or neither");
  await card.getByLabel(`${game.awayTeam.name} score`).fill("3");
  // the exact score decides the winner
  await expect(card.getByRole("radio", { name: game.homeTeam.name })).toBeChecked();
  await expect(card.getByRole("alert")).toHaveCount(0);
  await card.getByRole("button", { name: "Save prediction" }).click();
  await expect(toast(page).filter({ hasText: "Prediction saved" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Update prediction" })).toBeVisible();

  // Kick-off: the page locks the pick without a reload.
  await playUntil(page.request, game.id, "live");
  await expect(page.getByTestId("header-status")).toContainText("LIVE");
  await expect(card.getByTestId("prediction-state")).toHaveText("Locked");
  await expect(card.getByTestId("prediction-pick")).toHaveText(
    `Your pick: ${game.homeTeam.name} win · ${game.awayTeam.abbreviation} 3–5 ${game.homeTeam.abbreviation}`,
  );
  const late = await page.request.post(`/api/games/${game.id}/prediction`, { data: { winner: "away" } });
  expect(late.status()).toBe(409);

  // The final: score, timeline and points arrive on the open page.
  await playUntil(page.request, game.id, "final");
  const final = await gameOf(page.request, game.id);
  const exact = final.homeScore === 5 && final.awayScore === 3;
  const mine = exact ? 3 : final.winner === "home" ? 1 : 0;
  const theirs = final.winner === "away" ? 1 : 0;
  await expect(page.getByTestId("header-status")).toHaveText("FINAL");
  await expect(page.getByTestId("header-home-score")).toHaveText(String(final.homeScore));
  await expect(page.getByTestId("header-away-score")).toHaveText(String(final.awayScore));
  const timeline = page.getByTestId("game-timeline");
  await expect(timeline.locator('[data-kind="final"]')).toContainText(/^Final/);
  await expect(timeline.locator('[data-kind="start"]')).toHaveCount(1);
  await expect(card.getByTestId("prediction-state")).toHaveText("Scored");
  await expect(card.getByTestId("prediction-points")).toContainText(`${mine} point`);

  // The leaderboard of friends, this week: both fans with their points, ranked.
  await card.getByRole("link", { name: "See the leaderboards" }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page.getByRole("heading", { name: "Leaderboards" })).toBeVisible();
  const rows = page.getByTestId("leaderboard-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Avery" }).getByTestId("leaderboard-points")).toHaveText(String(mine));
  await expect(rows.filter({ hasText: "Jordan" }).getByTestId("leaderboard-points")).toHaveText(String(theirs));
  await expect(rows.first()).toContainText(mine >= theirs ? "Avery" : "Jordan");
  await page.getByRole("button", { name: "Season" }).click();
  await expect(page.getByRole("button", { name: "Season" })).toHaveAttribute("aria-pressed", "true");
  await expect(rows.filter({ hasText: "Avery" }).getByTestId("leaderboard-points")).toHaveText(String(mine));
  await friend.close();
});

test("the match thread: a comment from another fan arrives live, without moving a reader who scrolled up", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page, { ...uniqueUser("thread"), firstName: "Casey" });
  const other = await newFan(browser, baseURL, "Robin", "threadother");
  const game = (await board(page.request)).find((g) => g.gameStatus === "live") ?? (await board(page.request))[0]!;
  const post = async (content: string) =>
    expect((await other.page.request.post(`/api/games/${game.id}/comments`, { data: { content } })).status()).toBe(201);
  for (let i = 1; i <= 14; i++) await post(`Warm-up thought ${i}`);

  await openGame(page, game.id);
  await openGame(other.page, game.id);
  await showThread(page);
  await showThread(other.page);
  const thread = page.getByTestId("match-thread");
  await expect(thread.getByTestId("game-comment").last()).toContainText("Warm-up thought 14");

  // The reader posts: 1–280 characters with the schema's messages.
  const box = thread.getByLabel("Comment on the game");
  await thread.getByRole("button", { name: "Post", exact: true }).click();
  await expect(thread.getByRole("alert")).toHaveText("Comment is required");
  await box.fill("x".repeat(281));
  await expect(thread.getByRole("alert")).toHaveText("Comment must be at most 280 characters");
  await box.fill("What a start to this one!");
  await thread.getByRole("button", { name: "Post", exact: true }).click();
  await expect(thread.getByTestId("game-comment").last()).toContainText("What a start to this one!");
  // …and it reaches the other fan's open page.
  const otherThread = other.page.getByTestId("match-thread");
  await expect(otherThread.getByTestId("game-comment").last()).toContainText("What a start to this one!");

  // At the bottom, a new comment from the other fan simply appears.
  await post("Live from the other browser");
  await expect(thread.getByTestId("game-comment").last()).toContainText("Live from the other browser");
  await expect(thread.getByTestId("new-comments-bar")).toHaveCount(0);

  // Scrolled up to older comments, the reader stays where they are and gets a bar instead.
  const scroller = thread.getByTestId("thread-scroll");
  // The browser reports a scroll at its next frame, and a comment may land first: holding that
  // report back makes the race certain.
  await scroller.evaluate((el) => {
    const holdBack = (e: Event) => {
      if (e.target !== el) return;
      e.stopImmediatePropagation();
      window.removeEventListener("scroll", holdBack, true);
    };
    window.addEventListener("scroll", holdBack, true);
    el.scrollTo({ top: 0 });
  });
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
  await post("Another one while you were reading");
  await post("And one more");
  await expect(thread.getByTestId("new-comments-bar")).toHaveText("2 new comments");
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);
  await thread.getByTestId("new-comments-bar").click();
  await expect(thread.getByTestId("new-comments-bar")).toHaveCount(0);
  await expect(thread.getByTestId("game-comment").last()).toBeInViewport();

  // Deleting one's own comment removes it for everyone.
  const mine = thread.getByTestId("game-comment").filter({ hasText: "What a start to this one!" });
  await mine.getByRole("button", { name: "Delete comment" }).click();
  await expect(mine).toHaveCount(0);
  await expect(otherThread.getByTestId("game-comment").filter({ hasText: "What a start to this one!" })).toHaveCount(0);
  // Only one's own comments can be deleted; another fan's can be reported, as in the feed.
  const theirs = thread.getByTestId("game-comment").filter({ hasText: "Warm-up thought 1" }).first();
  await expect(theirs.getByRole("button", { name: "Delete comment" })).toHaveCount(0);
  await theirs.getByRole("button", { name: "Report comment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Report Robin's comment" })).toBeVisible();
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toast(page).filter({ hasText: "Thanks — our moderators will review this" })).toBeVisible();
  await other.close();
});

test("a shielded game hides its score, timeline and match thread until revealed, and an unknown game says so", async ({
  page,
}) => {
  const me = await registerViaApi(page, uniqueUser("gshield"));
  const game = (await board(page.request)).find((g) => g.gameStatus === "live" && g.homeTeam.id !== null);
  expect(game, "the board has a live game of a catalogue team").toBeTruthy();
  const teamId = game!.homeTeam.id!;
  expect((await page.request.patch(`/api/users/${me.id}`, { data: { favoriteTeams: [teamId] } })).status()).toBe(200);
  expect((await page.request.put("/api/users/me/spoiler-shield", { data: { teamIds: [teamId] } })).status()).toBe(200);

  await openGame(page, game!.id);
  const header = page.getByTestId("game-header");
  await expect(header.getByTestId("score-hidden")).toBeVisible();
  await expect(header.getByTestId("header-score")).toHaveCount(0);
  const timeline = page.getByTestId("game-timeline");
  await expect(timeline.getByTestId("score-hidden")).toBeVisible();
  await expect(timeline.getByTestId("timeline-entry")).toHaveCount(0);
  // the talk would tell the score too
  await showThread(page);
  await expect(page.getByTestId("match-thread-hidden").getByTestId("score-hidden")).toBeVisible();
  await expect(page.getByTestId("match-thread")).toHaveCount(0);

  await header.getByRole("button", { name: "Reveal score" }).click();
  await expect(header.getByTestId("header-score")).toBeVisible();
  await expect(page.getByTestId("match-thread")).toBeVisible();
  if (isMobile(page)) await page.getByRole("tab", { name: "Summary" }).click();
  await expect(timeline.getByTestId("timeline-entry").first()).toBeVisible();
  await expect(page.getByTestId("match-thread-hidden")).toHaveCount(0);
  // remembered on this device
  await page.reload();
  await expect(page.getByTestId("game-header").getByTestId("header-score")).toBeVisible();

  await page.goto("/games/no-such-game");
  await expect(page.getByTestId("game-not-found")).toContainText("Game not found");
});
