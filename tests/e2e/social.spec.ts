import sharp from "sharp";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { isMobile, newFan, registerViaApi, snap, uniqueUser } from "./helpers";

/** On phones the feed's Friends and Friend Requests panels sit behind tabs beside the posts. */
async function showFeedPanel(page: Page, tab: RegExp) {
  if (isMobile(page)) await page.getByRole("tab", { name: tab }).click();
}

// Two fans find each other, become friends, and one posts a photo the other likes and comments on.

test("find, request, accept; post with an image; like and comment", async ({ browser, baseURL }) => {
  // Two browsers and a dozen round trips: allow for a busy 2-core CI machine.
  const tag = Math.random().toString(36).slice(2, 7);
  const alex = await newFan(browser, baseURL, `Alex${tag}`, "soc");
  const blair = await newFan(browser, baseURL, `Blair${tag}`, "soc");
  try {
    // Alex finds Blair by a case-changed part of the name and sends a request.
    const a = alex.page;
    await a.goto("/posts");
    await expect(a.getByRole("heading", { name: "Sports Feed" })).toBeVisible();
    await a.getByRole("button", { name: "Find Friends" }).click();
    const dialog = a.getByRole("dialog", { name: "Find Friends" });
    await dialog.getByLabel("Search by name or username").fill(`blair${tag}`.toUpperCase());
    const hit = dialog.getByTestId("person-row").filter({ hasText: `@${blair.user.username}` });
    await expect(hit).toBeVisible();
    await expect(dialog.getByText(`@${alex.user.username}`)).toHaveCount(0);
    await snap(a, "find-friends", false);
    await hit.getByRole("button", { name: "Add Friend" }).click();
    await expect(a.getByText("Friend request sent", { exact: true })).toBeVisible();
    await expect(hit.getByRole("button", { name: "Request sent" })).toBeVisible();
    await a.keyboard.press("Escape");

    // Blair sees the request in the sidebar and accepts it.
    const b = blair.page;
    await b.goto("/posts");
    await showFeedPanel(b, /^Requests \(\d+\)$/);
    const requests = b.getByRole("list", { name: "Friend Requests" });
    const request = requests.getByTestId("person-row").filter({ hasText: alex.user.firstName });
    await expect(request).toBeVisible();
    await snap(b, "friend-request", false);
    await request.getByRole("button", { name: "Accept" }).click();
    await expect(b.getByText("You are now friends!", { exact: true })).toBeVisible();
    await showFeedPanel(b, /^Friends \(\d+\)$/);
    await expect(
      b.getByRole("list", { name: "Friends" }).getByText(`${alex.user.firstName} ${alex.user.lastName}`),
    ).toBeVisible();
    await expect(b.getByText("Friends (1)", { exact: true }).first()).toBeVisible();

    // Both sides: Alex sees Blair as a friend too.
    await a.reload();
    await showFeedPanel(a, /^Friends \(\d+\)$/);
    await expect(
      a.getByRole("list", { name: "Friends" }).getByText(`${blair.user.firstName} ${blair.user.lastName}`),
    ).toBeVisible();
    await a.goto(`/users/${blair.id}`);
    await expect(a.getByRole("button", { name: "Friends" })).toBeVisible();

    // Alex posts with an uploaded photo (the file name lies; the bytes decide).
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 10, g: 110, b: 60 } },
    })
      .composite([
        { input: Buffer.from('<svg width="1200" height="800"><circle cx="600" cy="400" r="250" fill="white"/></svg>') },
      ])
      .jpeg()
      .toBuffer();
    await a.goto("/posts");
    await a.getByRole("button", { name: "Create Post" }).click();
    const create = a.getByRole("dialog", { name: "Create Post" });
    await create.getByRole("button", { name: "Post", exact: true }).click();
    await expect(create.getByText("Content is required")).toBeVisible();
    const content = `Match day ${tag}: <b>not bold</b> & full stands`;
    await create.getByLabel("What's on your mind?").fill(content);
    await create.getByLabel("Sport (optional)").selectOption("soccer");
    await create
      .getByLabel(/Upload an image/)
      .setInputFiles({ name: "stadium.jpg", mimeType: "image/jpeg", buffer: photo });
    await snap(a, "create-post", false);
    await create.getByRole("button", { name: "Post", exact: true }).click();
    await expect(a.getByText("Post created", { exact: true })).toBeVisible();
    const mine = a
      .getByTestId("post-card")
      .filter({ hasText: `Match day ${tag}` })
      .first();
    await expect(mine.getByText(content, { exact: true })).toBeVisible();
    const img = mine.getByRole("img", { name: /Image shared by/ });
    await expect(img).toHaveAttribute("src", /^\/api\/media\/.+\.webp$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    // Blair likes and comments; the like shows in red and the comment appears at once with its author.
    await b.goto("/posts");
    const post = b
      .getByTestId("post-card")
      .filter({ hasText: `Match day ${tag}` })
      .first();
    await expect(post.getByText(/seconds? ago|just now|minutes? ago/)).toBeVisible();
    await post.getByRole("button", { name: "Like" }).click();
    await expect(post.getByRole("button", { name: "Unlike" })).toHaveAttribute("aria-pressed", "true");
    await expect(post.getByTestId("like-count")).toHaveText("1");
    await expect(post.getByRole("button", { name: "Unlike" })).toHaveClass(/text-red-600/);
    await post.getByRole("button", { name: "Comments" }).click();
    await post.getByLabel("Write a comment").fill(`What a view ${tag}!`);
    await post.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(b.getByText("Comment added", { exact: true })).toBeVisible();
    await expect(post.getByRole("list", { name: "Comments" }).getByText(`What a view ${tag}!`)).toBeVisible();
    await expect(
      post.getByRole("list", { name: "Comments" }).getByText(`${blair.user.firstName} ${blair.user.lastName}`),
    ).toBeVisible();
    await expect(post.getByTestId("comment-count")).toHaveText("1");
    await snap(b, "liked-and-commented", false);

    // Alex sees the like and the comment on the post.
    await a.reload();
    const seen = a
      .getByTestId("post-card")
      .filter({ hasText: `Match day ${tag}` })
      .first();
    await expect(seen.getByTestId("like-count")).toHaveText("1");
    await expect(seen.getByTestId("comment-count")).toHaveText("1");
    await snap(a, "feed", false);
  } finally {
    await alex.close();
    await blair.close();
  }
});

test("the sport filter is applied by the server and the feed pages on scroll", async ({ page }) => {
  const user = uniqueUser("feed");
  await registerViaApi(page, user);
  const tag = Math.random().toString(36).slice(2, 7);
  for (let i = 0; i < 12; i++)
    expect(
      (
        await page.request.post("/api/posts", { data: { content: `Hockey note ${tag} #${i}`, sport: "hockey" } })
      ).status(),
    ).toBe(201);
  await page.goto("/posts");
  const feed = page.waitForRequest((r) => r.url().includes("/api/posts/feed") && r.url().includes("sport=hockey"));
  await page.getByRole("combobox", { name: "Filter by sport" }).selectOption({ label: "🏒 Hockey" });
  await feed;
  await expect(page.getByText(`Hockey note ${tag} #11`)).toBeVisible();
  // The first page holds 10; scrolling down loads the rest.
  await expect(page.getByText(`Hockey note ${tag} #0`, { exact: true })).toHaveCount(0);
  await page.getByText(`Hockey note ${tag} #2`, { exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByText(`Hockey note ${tag} #0`, { exact: true })).toBeVisible();
});

test("posts ask for a sign-in when signed out", async ({ page }) => {
  await page.goto("/posts");
  await expect(page.getByText("Please log in to view posts")).toBeVisible();
});
