import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerViaApi, snap, uniqueUser } from "./helpers";

// A fan's own delay (issue #37): the game page's "Live · N s delay" control in 5 s steps and its
// "Sync to broadcast" helper; a watch party's delay on its event page, set by the host, which a
// fan going can step out of. The server applies the delays; here what the fan sees and sets.

type BoardGame = { id: string; gameStatus: string; homeTeam: { name: string }; sport: string };

async function liveGame(request: APIRequestContext) {
  const games = (await (await request.get("/api/live/scores")).json()) as BoardGame[];
  const live = games.find((g) => g.gameStatus === "live");
  expect(live, "the pinned test board has a live game").toBeTruthy();
  return live!;
}
const delayOf = async (page: Page) =>
  ((await (await page.request.get("/api/alerts")).json()) as { delaySeconds: number }).delaySeconds;

test("the game page shows the fan's delay, changes it in 5 s steps and syncs it to the broadcast", async ({ page }) => {
  await registerViaApi(page, uniqueUser("delay"));
  const game = await liveGame(page.request);
  await page.goto(`/games/${game.id}`);
  const control = page.getByTestId("delay-control");
  await expect(control.getByTestId("delay-label")).toHaveText("Live · no delay");

  await control.getByRole("button", { name: "5 seconds more delay" }).click();
  await expect(control.getByTestId("delay-label")).toHaveText("Live · 5 s delay");
  await control.getByRole("button", { name: "5 seconds more delay" }).click();
  await expect(control.getByTestId("delay-label")).toHaveText("Live · 10 s delay");
  expect(await delayOf(page)).toBe(10);
  await control.getByRole("button", { name: "5 seconds less delay" }).click();
  await expect(control.getByTestId("delay-label")).toHaveText("Live · 5 s delay");
  expect(await delayOf(page)).toBe(5);
  // The game is still on the page, now read on the delay.
  await expect(page.getByTestId("game-header")).toBeVisible();
  await snap(page, "delay-control", false);

  // Sync: the dialog shows the game as it is now; the tap sets the delay to the time since then.
  await control.getByRole("button", { name: "Sync to broadcast" }).click();
  const dialog = page.getByRole("dialog", { name: "Sync to broadcast" });
  await expect(dialog.getByTestId("sync-moment")).toBeVisible();
  await snap(page, "delay-sync", false);
  await dialog.getByRole("button", { name: "My stream shows this now" }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const s = await delayOf(page);
      const label = (await control.getByTestId("delay-label").textContent()) ?? "";
      return label === (s ? `Live · ${s} s delay` : "Live · no delay");
    })
    .toBe(true);
});

test("the host sets a watch party's delay on the event page; a fan going can step out of it", async ({ page }) => {
  await registerViaApi(page, uniqueUser("party"));
  const game = await liveGame(page.request);
  const created = await page.request.post("/api/events", {
    data: {
      title: `Delay party ${Math.random().toString(36).slice(2, 7)}`,
      sport: game.sport,
      location: "The Corner Pub",
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
      gameId: game.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/events/${id}`);
  const card = page.getByTestId("party-delay");
  await expect(card.getByTestId("party-delay-label")).toHaveText("No party delay");
  for (const s of [5, 10, 15]) {
    await card.getByRole("button", { name: "5 seconds more party delay" }).click();
    await expect(card.getByTestId("party-delay-label")).toHaveText(`Party delay: ${s} s`);
  }
  const follow = card.getByRole("switch", { name: "Watch on the party's delay" });
  await expect(follow).toBeChecked();
  await snap(page, "party-delay", false);
  await follow.click();
  await expect(follow).not.toBeChecked();
  const state = (await (await page.request.get(`/api/events/${id}/party-delay`)).json()) as {
    delaySeconds: number;
    optedOut: boolean;
  };
  expect(state).toMatchObject({ delaySeconds: 15, optedOut: true });
});
