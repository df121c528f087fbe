import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now. */
export async function violationsNow(page: Page) {
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

/**
 * The same, once the screen has settled (data loaded, placeholders replaced). `loading` is the
 * loading placeholder's name in the page's language.
 */
export async function seriousViolations(page: Page, loading = "Loading") {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: loading })).toHaveCount(0);
  return violationsNow(page);
}
