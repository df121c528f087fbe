import { expect, test, type Browser } from "@playwright/test";
import { newFan, snap } from "./helpers";
import { lastMailSeq, waitForMail } from "./mail";

// Reporting a post, an administrator removing it, and a suspension signing a fan out.

const ADMIN = {
  firstName: "Morgan",
  lastName: "Admin",
  username: "e2e_admin",
  email: "admin@e2e.test",
  password: "Referee#Whistle9",
};

/**
 * The administrator of tests/e2e/start-servers.ts (ADMIN_EMAILS) in its own browser: registered
 * once, then signed in. Administrator rights need a verified address: the first time, it is
 * proved with the link mailed to it (a new link if an earlier run of the spec left it unproved).
 */
async function adminBrowser(browser: Browser, baseURL: string | undefined) {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport ?? undefined,
    isMobile: !!use.isMobile,
    hasTouch: !!use.hasTouch,
  });
  const page = await context.newPage();
  const mailsBefore = await lastMailSeq();
  const reg = await page.request.post("/api/auth/register", { data: ADMIN });
  if (reg.status() !== 201) {
    expect(reg.status()).toBe(409);
    const login = await page.request.post("/api/auth/login", {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.status()).toBe(200);
  }
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { emailVerified: boolean } };
  if (!me.user.emailVerified) {
    if (reg.status() !== 201) expect((await page.request.post("/api/auth/verify-email/resend")).status()).toBe(200);
    const { link } = await waitForMail(ADMIN.email, { origin: baseURL!, path: "/verify-email", after: mailsBefore });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeVisible();
  }
  return { page, close: () => context.close() };
}

test("a fan reports a post; an administrator removes it; the author sees it removed, the reporter no longer sees it", async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const author = await newFan(browser, baseURL, `Avery${tag}`, "mod");
  const reporter = await newFan(browser, baseURL, `Robin${tag}`, "mod");
  const admin = await adminBrowser(browser, baseURL);
  try {
    const text = `Cheap tickets ${tag}, message me now`;
    expect((await author.page.request.post("/api/posts", { data: { content: text } })).status()).toBe(201);

    // The reporter reports it from the feed.
    const r = reporter.page;
    await r.goto("/posts");
    const card = r.getByTestId("post-card").filter({ hasText: text });
    await card.getByRole("button", { name: "Report post" }).click();
    const dialog = r.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Report Avery${tag}'s post` })).toBeVisible();
    await dialog.getByLabel("Spam").check();
    await dialog.getByLabel("Details (optional)").fill("Ticket touting");
    await snap(r, "report-dialog", false);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(r.getByTestId("toast").getByText("Thanks — our moderators will review this")).toBeVisible();

    // A fan who is not an administrator has no menu link and gets the not-found page.
    await r.getByRole("button", { name: "User menu" }).click();
    await expect(r.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(r.getByRole("menuitem", { name: "Moderation" })).toHaveCount(0);
    await r.keyboard.press("Escape");
    await r.goto("/admin/reports");
    await expect(r.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

    // The administrator finds the queue through the menu and removes the post.
    const a = admin.page;
    await a.goto("/");
    await a.getByRole("button", { name: "User menu" }).click();
    await a.getByRole("menuitem", { name: "Moderation" }).click();
    await expect(a).toHaveURL(/\/admin\/reports$/);
    const item = a.getByTestId("reported-item").filter({ hasText: text });
    await expect(item.getByText("Ticket touting")).toBeVisible();
    await expect(item.getByText("Spam · 1")).toBeVisible();
    await snap(a, "admin-reports");
    await item.getByRole("button", { name: "Remove post" }).click();
    await expect(a.getByTestId("toast").getByText("Content removed")).toBeVisible();
    await expect(item).toHaveCount(0);

    // The author still sees it, marked as removed, and was told; the reporter no longer sees it.
    const au = author.page;
    await au.goto(`/users/${author.id}`);
    const own = au.getByTestId("post-card").filter({ hasText: text });
    await expect(own.getByText("A moderator removed this post. Only you can still see it.")).toBeVisible();
    const bell = await au.request.get("/api/notifications");
    expect((await bell.json()).items[0]).toMatchObject({ type: "content_removed" });
    await r.goto("/posts");
    await expect(r.getByRole("heading", { name: "Sports Feed" })).toBeVisible();
    await expect(r.getByTestId("post-card").first()).toBeVisible();
    await expect(r.getByTestId("post-card").filter({ hasText: text })).toHaveCount(0);
  } finally {
    await author.close();
    await reporter.close();
    await admin.close();
  }
});

test("suspending a fan signs them out and sign-in says until when", async ({ browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const fan = await newFan(browser, baseURL, `Sasha${tag}`, "mod");
  const reporter = await newFan(browser, baseURL, `Jamie${tag}`, "mod");
  const admin = await adminBrowser(browser, baseURL);
  try {
    const f = fan.page;
    await f.goto("/posts");
    await expect(f.getByRole("heading", { name: "Sports Feed" })).toBeVisible();
    // Reported from their profile's menu.
    const r = reporter.page;
    await r.goto(`/users/${fan.id}`);
    await r.getByRole("button", { name: `More actions for Sasha${tag}` }).click();
    await r.getByRole("menuitem", { name: `Report Sasha${tag}` }).click();
    await r.getByRole("dialog").getByLabel("Harassment or bullying").check();
    await r.getByRole("dialog").getByRole("button", { name: "Send report" }).click();
    await expect(r.getByTestId("toast").getByText("Thanks — our moderators will review this")).toBeVisible();

    const a = admin.page;
    await a.goto("/admin/reports");
    const item = a.getByTestId("reported-item").filter({ hasText: `@${fan.user.username}` });
    await item.getByLabel(`Suspension period for Sasha${tag}`).selectOption({ label: "7 days" });
    a.once("dialog", (d) => d.accept());
    await item.getByRole("button", { name: `Suspend Sasha${tag}` }).click();
    await expect(a.getByTestId("toast").getByText("User suspended")).toBeVisible();

    // The fan's session ended: the next page load lands on sign-in, which refuses them with the date.
    await f.goto("/profile");
    await expect(f).toHaveURL(/\/login/);
    await f.getByLabel("Email").fill(fan.user.email);
    await f.getByLabel("Password", { exact: true }).fill(fan.user.password);
    await f.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(
      f.getByText(/Your account is suspended until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/).first(),
    ).toBeVisible();
    await snap(f, "suspended-sign-in");
  } finally {
    await fan.close();
    await reporter.close();
    await admin.close();
  }
});
