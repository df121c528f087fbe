import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registerViaApi, registerViaUi, snap, toast, uniqueUser } from "./helpers";

test("a fan downloads their data, deletes the account, and the same email registers again", async ({ page }) => {
  const user = uniqueUser("bye");
  await registerViaApi(page, user);
  const text = `Last post before I go ${user.username}`;
  expect((await page.request.post("/api/posts", { data: { content: text } })).status()).toBe(201);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();

  // The copy of my data is one JSON file holding my post.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^fanzone-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile((await file.path())!, "utf8");
  expect(JSON.parse(exported)).toBeTruthy();
  expect(exported).toContain(text);

  // The confirmation explains what happens and wants the password.
  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(confirm.getByText("your email can be used to register again")).toBeVisible();
  await snap(page, "delete-account-confirm", false);
  await confirm.getByLabel("Password").fill("Not-my-password-9");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByRole("alert")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await confirm.getByLabel("Password").fill(user.password);
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  const goodbye = page.getByRole("dialog", { name: "Goodbye" });
  await expect(goodbye.getByTestId("goodbye-summary")).toHaveText("You had no communities or events to hand over.");
  await snap(page, "delete-account-goodbye", false);
  // The footer button, first in the dialog (the corner X is also named Close).
  await goodbye.getByRole("button", { name: "Close" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // Signing in with the old account fails; the same email and username register anew.
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(toast(page).getByText("Invalid email or password")).toBeVisible();
  await registerViaUi(page, user);
  await page.goto("/posts");
  await expect(page.getByRole("heading", { name: "Sports Feed" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
});
