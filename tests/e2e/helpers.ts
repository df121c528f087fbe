import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";

export function uniqueUser(prefix = "e2e") {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Riley",
    lastName: "Quinn",
    username: `${prefix}_${tag}`,
    email: `${prefix}_${tag}@example.test`,
    password: "Stadium#Lights7",
  };
}
export type TestUser = ReturnType<typeof uniqueUser>;

/** Registers through the form and waits for the dashboard. */
export async function registerViaUi(page: Page, user: TestUser) {
  await page.goto("/register");
  await page.getByLabel("First Name").fill(user.firstName);
  await page.getByLabel("Last Name").fill(user.lastName);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Registers over the API (faster set-up for tests that are not about registration). */
export async function registerViaApi(page: Page, user: TestUser) {
  const res = await page.request.post("/api/auth/register", { data: user });
  expect(res.status()).toBe(201);
  return (await res.json()).user as { id: number; username: string };
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

export async function signOutViaUi(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The visible toast (Radix also renders a hidden copy for screen readers). */
export const toast = (page: Page) => page.getByTestId("toast");

/** A second fan in their own browser context (same viewport as the project), registered over the API. */
export async function newFan(browser: Browser, baseURL: string | undefined, firstName: string, prefix: string) {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport ?? undefined,
    isMobile: !!use.isMobile,
    hasTouch: !!use.hasTouch,
  });
  const page = await context.newPage();
  const user = { ...uniqueUser(prefix), firstName };
  const saved = await registerViaApi(page, user);
  return { page, user, id: saved.id, close: () => context.close() };
}

/** A screenshot for people to look at, taken only when E2E_SCREENSHOTS names a folder. */
export async function snap(page: Page, name: string, fullPage = true) {
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${test.info().project.name}-${name}.png`, fullPage });
}

/**
 * Scrolls a board of game cards (/scores, /sports), which draws its cards as the fan scrolls
 * towards them, a part at a time until `done` or until the board has no more to draw.
 */
async function drawBoardUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  const cards = page.getByTestId("game-card");
  const more = page.getByTestId("more-games");
  await expect(cards.first()).toBeVisible();
  while (!(await done()) && (await more.count()) > 0) {
    const drawn = await cards.count();
    await more.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cards.count()) > drawn || (await more.count()) === 0).toBe(true);
  }
}

/** `wanted`, a card (or a part of one) that may lie further down a board than it has drawn. */
export async function onBoard(page: Page, wanted: Locator): Promise<Locator> {
  await drawBoardUntil(page, async () => (await wanted.count()) > 0);
  return wanted;
}

/** Every card of a board drawn. */
export const wholeBoard = (page: Page) => drawBoardUntil(page, async () => false);
