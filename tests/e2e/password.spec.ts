import { expect, test } from "@playwright/test";
import { registerViaApi, signInViaUi, signOutViaUi, snap, toast, uniqueUser } from "./helpers";

test("change the password on the profile: wrong current refused, other devices signed out, new one signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  const user = uniqueUser("pw");
  await registerViaApi(page, user);
  // The same fan on another device.
  const phone = await browser.newContext({ baseURL });
  expect((await phone.request.post("/api/auth/login", { data: user })).status()).toBe(200);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  const current = dialog.getByLabel("Current password", { exact: true });
  const next = dialog.getByLabel("New password", { exact: true });
  const confirm = dialog.getByLabel("Confirm new password", { exact: true });

  // Show/hide toggle on each field.
  await current.fill("Not-my-password-9");
  await expect(current).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: "Show password" }).first().click();
  await expect(current).toHaveAttribute("type", "text");

  await next.fill("Final-Whistle-90");
  await confirm.fill("Final-Whistle-91");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();

  await confirm.fill("Final-Whistle-90");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("Your current password is not right")).toBeVisible();
  await snap(page, "change-password-wrong", false);

  await current.fill(user.password);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page).getByText("Password changed")).toBeVisible();
  await expect(dialog).toBeHidden();

  // This browser stays signed in; the other device is signed out.
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  expect((await phone.request.get("/api/auth/me")).status()).toBe(401);
  await phone.close();

  // The old password is refused, the new one signs in.
  await signOutViaUi(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(toast(page).getByText("Invalid email or password")).toBeVisible();
  await signInViaUi(page, user.email, "Final-Whistle-90");
});

test("changing the email on the profile asks for the current password", async ({ page }) => {
  const user = uniqueUser("mail");
  await registerViaApi(page, user);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit" }).click();
  // The password field appears only once the address differs from the saved one.
  await expect(page.getByLabel("Current password", { exact: true })).toHaveCount(0);
  const moved = `moved_${user.username}@example.test`;
  await page.getByLabel("Email", { exact: true }).fill(moved);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter your current password to change your email")).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill("Not-my-password-9");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // Under the field only (no toast repeating it).
  await expect(page.getByText("Your current password is not right")).toBeVisible();
  await snap(page, "email-change-password", false);

  await page.getByLabel("Current password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The new address waits for the link mailed to it: the field keeps the current one until then.
  await expect(toast(page).getByText("Confirm your new address", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(page.getByTestId("email-status")).toContainText(`New address waiting for confirmation:${moved}`);
});
