import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerViaApi, uniqueUser } from "./helpers";

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

async function seriousViolations(page: Page) {
  // Let the screen settle: data loaded, placeholders replaced.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} mode`, () => {
    // Reduced motion: axe cannot judge colours mid-transition (the ticker's score flash fades).
    test.use({ colorScheme, reducedMotion: "reduce" });

    test(`signed-in screens have no serious or critical axe violations (${colorScheme})`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      // Another user, for /users/:userId.
      const other = await playwright.request.newContext({ baseURL });
      const otherUser = await registerViaApi({ request: other } as unknown as Page, uniqueUser("axe"));
      await other.dispose();

      const login = await page.request.post("/api/auth/login", { data: DEMO });
      expect(login.status()).toBe(200);
      const communities = (await (await page.request.get("/api/communities")).json()) as
        { id: number }[] | { items: { id: number }[] };
      const firstCommunity = Array.isArray(communities) ? communities[0] : communities.items[0];
      expect(firstCommunity, "demo data has a community").toBeTruthy();

      const report: Record<string, string[]> = {};
      for (const route of SIGNED_IN_ROUTES) {
        const url = route.replace(":communityId", String(firstCommunity!.id)).replace(":userId", String(otherUser.id));
        await page.goto(url);
        await expect(page.getByRole("main")).toBeVisible();
        const found = await seriousViolations(page);
        if (found.length) report[url] = found;
      }
      expect(report).toEqual({});
    });

    test(`signed-out screens have no serious or critical axe violations (${colorScheme})`, async ({ page }) => {
      const report: Record<string, string[]> = {};
      for (const url of SIGNED_OUT_ROUTES) {
        await page.goto(url);
        await expect(page.getByRole("main")).toBeVisible();
        const found = await seriousViolations(page);
        if (found.length) report[url] = found;
      }
      expect(report).toEqual({});
    });
  });
}
