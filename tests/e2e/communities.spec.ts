import { expect, test, type Locator, type Page } from "@playwright/test";
import { newFan, registerViaApi, snap, uniqueUser } from "./helpers";

// One fan creates communities through the dialog; a second joins; both see the member counts move.

/** The community card (within a page or a section) whose title link is `name`. */
function card(scope: Page | Locator, name: string) {
  const page = "page" in scope && typeof scope.page === "function" ? (scope as Locator).page() : (scope as Page);
  return scope.getByTestId("community-card").filter({ has: page.getByRole("link", { name, exact: true }) });
}

test("create a community through the dialog; a second fan joins and both see the count change", async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Night Owls ${tag}`;
  const alex = await newFan(browser, baseURL, "Alex", "com");
  const blair = await newFan(browser, baseURL, "Blair", "com");
  try {
    const a = alex.page;
    await a.goto("/communities");
    await expect(a.getByRole("heading", { name: "Communities", exact: true })).toBeVisible();
    // A new fan has no communities: no 'My Communities' section.
    await expect(a.getByRole("heading", { name: "Discover Communities" })).toBeVisible();
    await expect(a.getByRole("heading", { name: "My Communities" })).toHaveCount(0);

    await a.getByRole("button", { name: "Create Community" }).first().click();
    const dialog = a.getByRole("dialog", { name: "Create Community" });
    await dialog.getByRole("button", { name: "Create Community" }).click();
    await expect(dialog.getByText("Community name is required")).toBeVisible();
    await expect(dialog.getByText("Sport is required")).toBeVisible();
    await dialog.getByLabel("Community name").fill(name);
    await expect(dialog.getByText("Community name is required")).toBeHidden();
    await dialog.getByLabel("Description (optional)").fill("Late games, later nights.");
    await dialog.getByLabel("Sport").selectOption("basketball");
    await expect(dialog.getByText("Sport is required")).toBeHidden();
    await snap(a, "create-community-dialog");
    await dialog.getByRole("button", { name: "Create Community" }).click();
    await expect(a.getByText("Community Created!", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const mine = a.getByRole("region", { name: "My Communities" });
    await expect(card(mine, name)).toContainText("1 member");
    await expect(card(mine, name).getByRole("button", { name: "Joined" })).toBeDisabled();
    await expect(card(mine, name).getByRole("img", { name: "Public community" })).toBeVisible();

    // Blair finds it by a case-changed part of the name and joins.
    const b = blair.page;
    await b.goto("/communities");
    await b.getByLabel("Search communities").fill(tag.toUpperCase());
    const target = card(b.getByRole("region", { name: "Discover Communities" }), name);
    await expect(target).toContainText("1 member");
    await expect(b.getByTestId("community-card")).toHaveCount(1);
    await target.getByRole("button", { name: `Join ${name}` }).click();
    await expect(b.getByText("Joined Community!", { exact: true })).toBeVisible();
    await expect(target.getByRole("button", { name: "Joined" })).toBeVisible();
    await expect(target).toContainText("2 members");
    await expect(b.getByRole("region", { name: "My Communities" }).getByText(name)).toBeVisible();
    await snap(b, "communities-joined");

    // Alex sees the new member count, and both appear on the community page.
    await a.reload();
    await expect(card(a.getByRole("region", { name: "My Communities" }), name)).toContainText("2 members");
    await card(a, name).first().getByRole("link", { name }).click();
    await expect(a.getByRole("heading", { name, level: 1 })).toBeVisible();
    const members = a.getByRole("list", { name: "Members" });
    await expect(members.getByText("Blair Quinn")).toBeVisible();
    await expect(members.getByText("Alex Quinn")).toBeVisible();
    await snap(a, "community-page");

    // Blair leaves from the community page.
    await b.goto(a.url().replace(/^https?:\/\/[^/]+/, ""));
    await b.getByRole("button", { name: "Leave" }).click();
    await expect(b.getByTestId("member-count")).toContainText("1 member");
    await expect(b.getByRole("button", { name: `Join ${name}` })).toBeVisible();
  } finally {
    await alex.close();
    await blair.close();
  }
});

test("a private community turns a join into a request the creator approves", async ({ browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Inner Circle ${tag}`;
  const alex = await newFan(browser, baseURL, "Alex", "com");
  const blair = await newFan(browser, baseURL, "Blair", "com");
  try {
    const a = alex.page;
    await a.goto("/communities?create=1");
    const dialog = a.getByRole("dialog", { name: "Create Community" });
    await dialog.getByLabel("Community name").fill(name);
    await dialog.getByLabel("Sport").selectOption("hockey");
    await dialog.getByRole("switch", { name: "Private community" }).click();
    await dialog.getByRole("button", { name: "Create Community" }).click();
    await expect(a.getByText("Community Created!", { exact: true })).toBeVisible();

    const b = blair.page;
    await b.goto("/communities");
    await b.getByLabel("Search communities").fill(name);
    const target = card(b.getByRole("region", { name: "Discover Communities" }), name);
    await expect(target.getByRole("img", { name: "Private community" })).toBeVisible();
    await target.getByRole("button", { name: `Join ${name}` }).click();
    await expect(target.getByRole("button", { name: "Requested" })).toBeVisible();
    await expect(target).toContainText("1 member");

    await card(a, name).first().getByRole("link", { name }).click();
    const requests = a.getByRole("list", { name: "Join requests" });
    await expect(requests.getByText("Blair Quinn")).toBeVisible();
    await snap(a, "join-requests");
    await requests.getByRole("button", { name: "Approve Blair Quinn" }).click();
    await expect(a.getByText("Request Approved", { exact: true })).toBeVisible();
    await expect(a.getByTestId("member-count")).toContainText("2 members");

    await b.reload();
    await expect(card(b, name).getByRole("button", { name: "Joined" }).first()).toBeVisible();
  } finally {
    await alex.close();
    await blair.close();
  }
});

test("six grey placeholders while loading, then the empty state with hints", async ({ page }) => {
  await registerViaApi(page, uniqueUser("coml"));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/api\/communities\?/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/communities");
  await expect(page.getByTestId("community-card-skeleton")).toHaveCount(6);
  release();
  await expect(page.getByTestId("community-card").first()).toBeVisible();

  await page.getByLabel("Search communities").fill("zz-no-such-community-zz");
  await expect(page.getByRole("heading", { name: "No communities found" })).toBeVisible();
  await expect(page.getByText("Try a different search term or choose All Sports.")).toBeVisible();
  // The sport filter offers the sports of the team catalogue.
  await page.getByLabel("Search communities").fill("");
  await page.getByRole("combobox", { name: "Filter by sport" }).selectOption({ label: "🏒 Hockey" });
  await expect(page.getByTestId("community-card").first()).toContainText("Hockey");
  const sports = await page.getByTestId("community-card").allInnerTexts();
  expect(sports.every((t) => t.includes("Hockey"))).toBe(true);
});
