import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type Page } from "@playwright/test";
import { FULL_CHROMIUM, chromiumArgs } from "./browsers";
import { registerViaApi, uniqueUser } from "./helpers";

// The PWA as Chromium sees it: installable, controlled by /sw.js, usable offline with the
// last-seen data, and nothing saved for one user left behind for the next.

const API_CACHE = "fanzone-api-v1";

/**
 * How many signed-in reads the offline cache holds (0 when it is gone). Counted, not asked
 * whether the cache exists: Workbox's expiration opens the cache by name after a cache hit
 * without waiting, and opening a deleted cache creates it anew, empty.
 */
const savedReads = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
    API_CACHE,
  );

// The suite blocks service workers elsewhere (playwright.config.ts); here they are the subject.
test.use({ serviceWorkers: "allow" });

/** Waits until /sw.js is active and controls the page (the first worker claims it at once). */
async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

function pngSize(buf: Buffer) {
  expect(buf.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

// Chromium never offers installation in an incognito profile (Playwright's default contexts),
// nor in its headless shell, so this test runs the full browser in a persistent profile of its own.
test("the app is installable: Chromium reports no installability errors", async ({ baseURL, viewport }) => {
  const profile = await mkdtemp(path.join(tmpdir(), "fanzone-pwa-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: chromiumArgs,
    baseURL,
    viewport,
  });
  try {
    await expectInstallable(await context.newPage());
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(page: Page) {
  await page.goto("/login");
  await waitForServiceWorkerControl(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
  expect(new URL(scriptURL).pathname).toBe("/sw.js");

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);

  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({
    name: "FanZone",
    short_name: "FanZone",
    start_url: "/",
    display: "standalone",
    theme_color: "#1d4ed8",
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
  for (const want of ["192x192 any", "512x512 any", "512x512 maskable"]) {
    const icon = icons.find((i) => `${i.sizes} ${i.purpose}` === want);
    expect(icon, want).toBeTruthy();
    const res = await page.request.get(icon!.src);
    expect(res.headers()["content-type"]).toBe("image/png");
    const { width, height } = pngSize(await res.body());
    expect(`${width}x${height}`).toBe(icon!.sizes);
  }
}

test("the install card shows until dismissed, and the dismissal is remembered", async ({ page }) => {
  await registerViaApi(page, uniqueUser("pwa"));
  await page.goto("/");
  const card = page.getByRole("region", { name: "Install App" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Dismiss install card" }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: "FanZone home" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Install App" })).toHaveCount(0);
});

test("offline: the shell reloads, last-seen reads are served with an offline notice, sign-out deletes them", async ({
  page,
  context,
}) => {
  const user = await registerViaApi(page, uniqueUser("pwa"));
  await page.goto("/");
  await waitForServiceWorkerControl(page);

  // Reads the user saw while online (the screens make the same GETs).
  const online = await page.evaluate(async (id) => {
    const teams = await fetch("/api/teams", { credentials: "include" });
    const me = await fetch(`/api/users/${id}`, { credentials: "include" });
    return { teams: teams.status, me: me.status, teamCount: ((await teams.json()) as unknown[]).length };
  }, user.id);
  expect(online).toMatchObject({ teams: 200, me: 200 });
  expect(online.teamCount).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  // The shell came from the service worker, the user from the local copy.
  await expect(page.getByRole("link", { name: "FanZone home" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();

  const offline = await page.evaluate(async (id) => {
    const teams = await fetch("/api/teams", { credentials: "include" });
    const me = await fetch(`/api/users/${id}`, { credentials: "include" });
    const session = await fetch("/api/auth/me", { credentials: "include" }).then(
      (r) => r.status,
      () => "network error",
    );
    return { teams: teams.status, teamCount: ((await teams.json()) as unknown[]).length, me: me.status, session };
  }, user.id);
  // Saved reads are answered; the session endpoint is never cached.
  expect(offline).toEqual({ teams: 200, teamCount: online.teamCount, me: 200, session: "network error" });

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveCount(0);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedReads(page)).toBe(0);
});

test("a read still on its way at sign-out is not saved after the saved reads are deleted", async ({
  page,
  context,
}) => {
  await registerViaApi(page, uniqueUser("pwarace"));
  await page.goto("/");
  await waitForServiceWorkerControl(page);

  // Hold one signed-in answer at the network: the server has answered, the answer has not
  // arrived yet (the service worker's fetch goes through the context's routes).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await context.route("**/api/teams", async (route) => {
    const response = await route.fetch();
    answer();
    await released;
    await route.fulfill({ response });
  });
  await page.evaluate(() => {
    (window as unknown as { held: Promise<number> }).held = fetch("/api/teams", { credentials: "include" }).then(
      async (r) => (await r.arrayBuffer(), r.status),
    );
  });
  await answered;

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedReads(page)).toBe(0);

  // The signed-in answer arrives after the delete: the page gets it, the cache does not.
  release();
  expect(await page.evaluate(() => (window as unknown as { held: Promise<number> }).held)).toBe(200);
  // The worker saves an answer as the page reads it; once a later read through the same
  // worker has come back (signed out: not saved), the held answer's save has had its turn.
  expect(await page.evaluate(() => fetch("/api/friends").then((r) => r.status))).toBe(401);
  expect(await savedReads(page)).toBe(0);
});
