import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on `page`, run where the page is. Legacy mode: the builder's default opens a blank page
 * of its own for every check to merge the results of frames, and our pages have none; with it,
 * and without building the (discarded) list of every passing node, a check costs 0.7-1.9 s a
 * page instead of 1.9-5.5 s on a 2-core machine, with the same rules and the same violations
 * (bench/results/test-suite-timings.md).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now. */
export async function violationsNow(page: Page) {
  const { violations } = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
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

/**
 * Waits for the screen to settle (data loaded, placeholders replaced). `loading` is the loading
 * placeholder's name in the page's language.
 */
export async function settled(page: Page, loading = "Loading") {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: loading })).toHaveCount(0);
}

/** The serious and critical violations once the screen has settled. */
export async function seriousViolations(page: Page, loading = "Loading") {
  await settled(page, loading);
  return violationsNow(page);
}

/**
 * The violations on the page as it is now, in light and then in dark, each prefixed with its
 * scheme: one page load for both. The theme is CSS alone (prefers-color-scheme), so switching the
 * emulated scheme restyles the page as it stands; the page is left in dark.
 */
export async function violationsInLightAndDark(page: Page) {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await violationsNow(page)).map((v) => `${colorScheme}: ${v}`));
  }
  return found;
}

/** The same, once the screen has settled. */
export async function seriousViolationsInLightAndDark(page: Page, loading = "Loading") {
  await settled(page, loading);
  return violationsInLightAndDark(page);
}
