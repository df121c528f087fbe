import { expect, test, type Page } from "@playwright/test";
import { newFan, snap } from "./helpers";

// One fan creates an event through the dialog; others RSVP up to the maximum; counts move for everyone.

/** "YYYY-MM-DDTHH:mm" local time, `days` from now. */
function localInput(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const eventCard = (scope: Page, title: string) => scope.getByTestId("event-card").filter({ hasText: title });

/**
 * Searches the events list for `text` and waits until the list shows the answer: the search is
 * debounced and read from the server, and a card clicked in the list before it (at another place
 * in the longer list) could move away under the click.
 */
async function searchEvents(page: Page, text: string, title: string) {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/events" && url.searchParams.get("search") === text;
  });
  await page.getByLabel("Search events").fill(text);
  await answered;
  await expect(page.getByTestId("event-card").filter({ hasNotText: title })).toHaveCount(0);
}

test("create an event through the dialog; fans RSVP up to the maximum and cancel; counts change for all", async ({
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const title = `Derby Night ${tag}`;
  const alex = await newFan(browser, baseURL, "Alex", "evt");
  const blair = await newFan(browser, baseURL, "Blair", "evt");
  const casey = await newFan(browser, baseURL, "Casey", "evt");
  try {
    const a = alex.page;
    await a.goto("/events");
    await expect(a.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
    await a.getByRole("button", { name: "Create Event" }).first().click();
    const dialog = a.getByRole("dialog", { name: "Create Event" });
    await dialog.getByRole("button", { name: "Create Event" }).click();
    for (const message of [
      "Event title is required",
      "Sport is required",
      "Location is required",
      "Event date is required",
    ])
      await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel("Event title").fill(title);
    await dialog.getByLabel("Sport").selectOption("soccer");
    await dialog.getByLabel("Location").fill("The Local, High St");
    await dialog.getByLabel("Date and time").fill(localInput(-1));
    await expect(dialog.getByText("Event date must be in the future")).toBeVisible();
    await dialog.getByLabel("Date and time").fill(localInput(3));
    await expect(dialog.getByText("Event date must be in the future")).toBeHidden();
    await dialog.getByLabel("Max attendees (optional)").fill("0");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(dialog.getByText("Maximum attendees must be at least 1")).toBeVisible();
    await dialog.getByLabel("Max attendees (optional)").fill("2");
    await expect(dialog.getByRole("switch", { name: "Public event" })).toBeChecked();
    await snap(a, "create-event-dialog");
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expect(a.getByText("Event Created!", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const mine = a.getByRole("region", { name: "My Events" });
    await expect(mine.getByTestId("event-card").filter({ hasText: title }).getByTestId("attending")).toHaveText(
      "1 attending / 2",
    );
    await expect(mine.getByText("You're going").first()).toBeVisible();

    // Blair searches by title and RSVPs: the count reaches the maximum.
    const b = blair.page;
    await b.goto("/events");
    await searchEvents(b, tag.toUpperCase(), title);
    const bc = eventCard(b, title);
    await expect(bc.getByTestId("attending")).toHaveText("1 attending / 2");
    await bc.getByRole("button", { name: `RSVP going to ${title}` }).click();
    await expect(b.getByText("RSVP Updated!", { exact: true })).toBeVisible();
    await expect(bc.first().getByTestId("attending")).toHaveText("2 attending / 2");
    await expect(bc.first().getByText("You're going")).toBeVisible();
    await expect(bc.first().getByTestId("attendee-stack").getByLabel("Blair", { exact: true })).toBeVisible();
    await snap(b, "events-rsvp");

    // Alex sees it too; Casey finds the event full and joins its waitlist.
    await a.reload();
    await expect(eventCard(a, title).first().getByTestId("attending")).toHaveText("2 attending / 2");
    const c = casey.page;
    await c.goto("/events");
    await searchEvents(c, title, title);
    await eventCard(c, title)
      .getByRole("button", { name: `${title} is full: join the waitlist` })
      .click();
    await expect(eventCard(c, title).first().getByTestId("waitlist-badge")).toBeVisible();

    // Blair cancels: the freed place goes to Casey, the first on the waitlist.
    await bc.first().getByRole("button", { name: "Cancel RSVP" }).click();
    await expect(bc.first().getByTestId("attending")).toHaveText("2 attending / 2");
    await c.reload();
    await searchEvents(c, title, title);
    await expect(eventCard(c, title).first().getByText("You're going")).toBeVisible();
    await expect(eventCard(c, title).first().getByTestId("attending")).toHaveText("2 attending / 2");

    // Alex edits the event: the limit cannot go below the two going; the new details show on the card.
    await a.reload();
    await eventCard(a, title)
      .first()
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = a.getByRole("dialog", { name: "Edit Event" });
    await expect(edit.getByLabel("Event title")).toHaveValue(title);
    await edit.getByLabel("Max attendees (optional)").fill("1");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Maximum attendees cannot be below the 2 people already going")).toBeVisible();
    await edit.getByLabel("Max attendees (optional)").fill("3");
    await edit.getByLabel("Event title").fill(`${title} moved`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(a.getByText("Event Updated", { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(eventCard(a, `${title} moved`).first().getByTestId("attending")).toHaveText("2 attending / 3");
  } finally {
    await alex.close();
    await blair.close();
    await casey.close();
  }
});

test("a past event shows 'Past Event' and no RSVP; the card offers a calendar file", async ({ page }) => {
  // The demo data has past events (dated relative to the seeding time): no waiting for one to pass.
  // Diego is going to Sofia's "Derby d'Italia Breakfast", three days ago.
  const login = await page.request.post("/api/auth/login", {
    data: { email: "diego.futbol@fanzone.demo", password: "GameDay2026!" },
  });
  expect(login.status()).toBe(200);
  const title = "Derby d'Italia Breakfast";
  await page.goto("/events");
  const past = page.getByRole("region", { name: "My Events" }).getByTestId("event-card").filter({ hasText: title });
  await expect(past.getByText("Past Event")).toBeVisible();
  await expect(past.getByRole("button", { name: /RSVP|Going|Cancel/ })).toHaveCount(0);
  // Only future events are listed under 'Upcoming Events'.
  await expect(page.getByRole("region", { name: "Upcoming Events" }).getByTestId("event-card")).not.toHaveCount(0);
  await expect(page.getByRole("region", { name: "Upcoming Events" }).getByText(title)).toHaveCount(0);
  const calendar = past.getByRole("link", { name: `Add ${title} to calendar` });
  const download = await page.request.get((await calendar.getAttribute("href"))!);
  expect(download.headers()["content-type"]).toMatch(/text\/calendar/);
  expect(await download.text()).toContain(`SUMMARY:${title}`);
});

test("attendee avatars stop at three and show '+N'", async ({ browser, baseURL }) => {
  const host = await newFan(browser, baseURL, "Host", "evt");
  try {
    const title = `Packed House ${Math.random().toString(36).slice(2, 7)}`;
    const res = await host.page.request.post("/api/events", {
      data: {
        title,
        sport: "basketball",
        location: "Arena bar",
        eventDate: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const eventId = (await res.json()).id;
    for (let i = 0; i < 4; i++) {
      const guest = await newFan(browser, baseURL, `Guest${i}`, "evt");
      await guest.page.request.post(`/api/events/${eventId}/rsvp`, { data: { status: "going" } });
      await guest.close();
    }
    await host.page.goto("/events");
    await host.page.getByLabel("Search events").fill(title);
    const card = host.page
      .getByRole("region", { name: "Upcoming Events" })
      .getByTestId("event-card")
      .filter({ hasText: title });
    await expect(card.getByTestId("attending")).toHaveText("5 attending");
    await expect(card.getByTestId("attendee-avatar")).toHaveCount(3);
    await expect(card.getByTestId("attendee-more")).toHaveText("+2");
  } finally {
    await host.close();
  }
});
