import { expect, test } from "@playwright/test";
import { isMobile, registerViaUi, signInViaUi, signOutViaUi, toast, uniqueUser } from "./helpers";

test("register, land on the dashboard, sign out and sign in again", async ({ page }) => {
  const user = uniqueUser("reg");
  await registerViaUi(page, user);
  // The toast first: it closes itself after a few seconds, the dashboard stays.
  await expect(toast(page).getByText("Your account has been created successfully.")).toBeVisible();
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toBeVisible();
  await signOutViaUi(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, user.email, user.password);
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toBeVisible();
});

test("forgot and reset the password through the demo flow", async ({ page }) => {
  const user = uniqueUser("reset");
  await registerViaUi(page, user);
  await signOutViaUi(page);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in form stays on screen while the next page's code loads (a router transition), and
  // it has an "Email" field too: wait for the new page before typing.
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Demo Mode" })).toBeVisible();
  await page.getByRole("link", { name: "Reset Password Now" }).click();
  // Finding 6: the token leaves the address bar once read, and the page sends no Referer.
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.locator('head meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");

  await page.getByLabel("New Password").fill("Fresh#Start2026");
  await page.getByLabel("Confirm Password").fill("Something-else");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("Fresh#Start2026");
  await expect(page.getByText("Passwords don't match")).toBeHidden();
  // The show/hide toggle reveals what was typed.
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(page.getByLabel("New Password")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset successful!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, user.email, "Fresh#Start2026");
});

test("a reset link without a token is refused", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(toast(page).getByText("This password reset link is invalid or has expired.")).toBeVisible();
});

test("each form shows its validation messages", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});

test("a wrong password shows the server's message in a toast", async ({ page }) => {
  const user = uniqueUser("wrong");
  await registerViaUi(page, user);
  await signOutViaUi(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(toast(page).getByText("Login Failed")).toBeVisible();
  await expect(toast(page).getByText("Invalid email or password")).toBeVisible();
});

test("unknown paths show the 404 page", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the sign-in page lists the demo accounts and one signs in", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sample test accounts" })).toBeVisible();
  await page.getByRole("button", { name: /maya\.hoops@fanzone\.demo/ }).click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Welcome back, Maya!")).toBeVisible();
});

test("navigation: header links on desktop, bottom bar on mobile", async ({ page }) => {
  await registerViaUi(page, uniqueUser("nav"));
  if (isMobile(page)) {
    const bar = page.getByRole("navigation", { name: "Bottom navigation" });
    await expect(bar).toBeVisible();
    for (const label of ["Home", "Posts", "Scores", "Events", "Communities", "Profile"])
      await expect(bar.getByRole("link", { name: label })).toBeVisible();
    await bar.getByRole("link", { name: "Scores" }).click();
    await expect(page).toHaveURL(/\/scores$/);
    await expect(bar.getByRole("link", { name: "Scores" })).toHaveClass(/text-primary/);
  } else {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("navigation", { name: "Bottom navigation" })).toBeHidden();
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(nav.getByRole("link", { name: "Events" })).toHaveClass(/text-primary/);
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveClass(/text-primary/);
  }
});
