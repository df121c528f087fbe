import { expect, test } from "@playwright/test";
import { newFan, snap } from "./helpers";

// Blocking, editing and the account sections of the profile.

test("blocking a user takes their posts out of the feed; unblocking brings them back", async ({ browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const alex = await newFan(browser, baseURL, `Alex${tag}`, "safe");
  const blair = await newFan(browser, baseURL, `Blair${tag}`, "safe");
  try {
    const text = `Hot take ${tag}: our defence wins titles`;
    expect((await blair.page.request.post("/api/posts", { data: { content: text } })).status()).toBe(201);

    const a = alex.page;
    await a.goto("/posts");
    const card = a.getByTestId("post-card").filter({ hasText: text });
    await expect(card).toBeVisible();

    // Alex opens Blair's profile and blocks them from the menu (after a confirm).
    await a.goto(`/users/${blair.id}`);
    a.once("dialog", (d) => d.accept());
    await a.getByRole("button", { name: `More actions for Blair${tag}` }).click();
    await a.getByRole("menuitem", { name: `Block Blair${tag}` }).click();
    await expect(a.getByTestId("toast").getByText("User blocked")).toBeVisible();
    await expect(a.getByText(`You blocked Blair${tag}`)).toBeVisible();
    await expect(a.getByRole("button", { name: "Add Friend" })).toHaveCount(0);
    await snap(a, "blocked-profile");

    await a.goto("/posts");
    await expect(a.getByRole("heading", { name: "Sports Feed" })).toBeVisible();
    await expect(a.getByTestId("post-card").first()).toBeVisible();
    await expect(card).toHaveCount(0);

    // The profile lists the block; Unblock brings the post back.
    await a.goto("/profile");
    const blocked = a.getByRole("list", { name: "Blocked" });
    await expect(blocked.getByText(`Blair${tag} Quinn`)).toBeVisible();
    await expect(a.getByTestId("session-row")).toHaveCount(1);
    await expect(a.getByTestId("session-row").getByText("This device", { exact: true })).toBeVisible();
    await snap(a, "profile-sections");
    await blocked.getByRole("button", { name: "Unblock" }).click();
    await expect(a.getByText("You haven't blocked anyone.")).toBeVisible();
    await a.goto("/posts");
    await expect(card).toBeVisible();
  } finally {
    await alex.close();
    await blair.close();
  }
});

test("an author edits a post and it shows as edited", async ({ browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const casey = await newFan(browser, baseURL, `Casey${tag}`, "safe");
  try {
    const p = casey.page;
    expect((await p.request.post("/api/posts", { data: { content: `First draft ${tag}` } })).status()).toBe(201);
    await p.goto(`/users/${casey.id}`);
    // A new fan's profile holds this one post (its text moves into a textarea while editing).
    const card = p.getByTestId("post-card");
    await expect(card).toHaveText(new RegExp(`First draft ${tag}`));
    await card.getByRole("button", { name: "Edit post" }).click();
    const box = card.getByRole("textbox", { name: "Edit post" });
    await box.fill("");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("alert")).toHaveText("Content is required");
    await box.fill(`Final word ${tag}`);
    await card.getByRole("button", { name: "Save" }).click();
    const edited = p.getByTestId("post-card").filter({ hasText: `Final word ${tag}` });
    await expect(edited.getByTestId("edited-mark")).toBeVisible();
    await snap(p, "edited-post");
  } finally {
    await casey.close();
  }
});
