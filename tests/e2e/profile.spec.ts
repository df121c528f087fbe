import { expect, test } from "@playwright/test";
import { registerViaApi, snap, uniqueUser } from "./helpers";

test("edit the profile: Save persists after reload, Cancel restores, messages shown", async ({ page }) => {
  const user = uniqueUser("prof");
  await registerViaApi(page, user);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  await expect(page.getByText("No recent activity")).toBeVisible();
  await page.getByRole("button", { name: "Edit" }).click();

  await page.getByLabel("First Name").fill("");
  await page.getByLabel("Email", { exact: true }).fill("broken");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();

  await page.getByLabel("First Name").fill("Jordan");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Location").fill("Green Bay, WI");
  await page.getByLabel("Search teams").fill("packers");
  await page.getByRole("button", { name: /Packers/ }).click();
  await expect(page.getByRole("button", { name: /Packers/ })).toHaveAttribute("aria-pressed", "true");
  await snap(page, "profile-editing");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Jordan");
  await expect(page.getByLabel("Location")).toHaveValue("Green Bay, WI");
  await expect(page.getByRole("list", { name: "Favorite teams" }).getByText(/Packers/)).toBeVisible();
  await expect(page.locator("dt", { hasText: "Favorite Teams" }).locator("xpath=following-sibling::dd")).toHaveText(
    "1",
  );
  await snap(page, "profile-saved");

  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("First Name").fill("Somebody Else");
  await page.getByLabel("Location").fill("Nowhere");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("Jordan");
  await expect(page.getByLabel("Location")).toHaveValue("Green Bay, WI");
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Jordan");
});

test("own profile page shares a post; another user's shows Add Friend; unknown user", async ({
  page,
  browser,
  baseURL,
}) => {
  const me = await registerViaApi(page, uniqueUser("own"));
  const otherCtx = await browser.newContext({ baseURL });
  const other = await registerViaApi(await otherCtx.newPage(), { ...uniqueUser("oth"), firstName: "Casey" });
  await otherCtx.close();

  await page.goto(`/users/${me.id}`);
  await expect(page.getByText("Share Something")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Friend" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.getByLabel("What's on your mind?").fill("x".repeat(501));
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Content must be less than 500 characters")).toBeVisible();
  await page.getByLabel("What's on your mind?").fill("Posting from my profile");
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByText("Post created", { exact: true })).toBeVisible();
  await expect(page.getByTestId("post-card").getByText("Posting from my profile")).toBeVisible();
  await snap(page, "own-user-profile");

  await page.goto(`/users/${other.id}`);
  await expect(page.getByRole("heading", { name: /Casey/ })).toBeVisible();
  await expect(page.getByText("Share Something")).toHaveCount(0);
  await page.getByRole("button", { name: "Add Friend" }).click();
  await expect(page.getByRole("button", { name: "Request sent" })).toBeVisible();

  await page.goto("/users/2100000000");
  await expect(page.getByRole("heading", { name: "User Not Found" })).toBeVisible();
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
