import { expect, test, type Page } from "@playwright/test";
import { violationsInLightAndDark } from "./axe";
import { registerViaApi, snap, uniqueUser } from "./helpers";
import { waitForMail } from "./mail";

// Verified addresses: a new fan is asked to confirm theirs under the header, in their language;
// the link mailed to them proves it (signed in or not), once; a new link can be asked for; and the
// link of a reminder mail turns reminder emails off after asking.

const NB = "\u00a0";

const LANGUAGES = [
  {
    code: "en",
    browserLocale: "en-US",
    form: { first: "First Name", last: "Last Name", username: "Username", email: "Email", password: "Password" },
    submit: "Create account",
    banner: "Email confirmation",
    asks: (email: string) => `Please confirm your email address: we sent a link to ${email}.`,
    subject: "Confirm your email address for FanZone",
    verified: "Your email address is verified",
    onward: "Go to FanZone",
  },
  {
    code: "es",
    browserLocale: "es-MX",
    form: {
      first: "Nombre",
      last: "Apellido",
      username: "Nombre de usuario",
      email: "Correo electrónico",
      password: "Contraseña",
    },
    submit: "Crear cuenta",
    banner: "Confirmación del correo electrónico",
    asks: (email: string) => `Confirma tu correo electrónico: te enviamos un enlace a ${email}.`,
    subject: "Confirma tu correo electrónico en FanZone",
    verified: "Tu correo electrónico está verificado",
    onward: "Ir a FanZone",
  },
  {
    code: "fr",
    browserLocale: "fr-FR",
    form: {
      first: "Prénom",
      last: "Nom",
      username: "Nom d’utilisateur",
      email: "Adresse e-mail",
      password: "Mot de passe",
    },
    submit: "Créer le compte",
    banner: "Confirmation de l’adresse e-mail",
    asks: (email: string) => `Veuillez confirmer votre adresse e-mail${NB}: nous avons envoyé un lien à ${email}.`,
    subject: "Confirmez votre adresse e-mail pour FanZone",
    verified: "Votre adresse e-mail est vérifiée",
    onward: "Aller sur FanZone",
  },
] as const;

const banner = (page: Page, name = "Email confirmation") => page.getByRole("region", { name });
/** The header's bell: there once the session is known. */
const bell = (page: Page) => page.getByTestId("notification-bell");

for (const lang of LANGUAGES) {
  test.describe(`in ${lang.code}`, () => {
    test.use({ locale: lang.browserLocale });

    test("a new fan confirms their address with the mailed link; the banner goes", async ({ page, baseURL }) => {
      const user = uniqueUser(`ve${lang.code}`);
      await page.goto("/register");
      await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
      await page.getByLabel(lang.form.first, { exact: true }).fill(user.firstName);
      await page.getByLabel(lang.form.last, { exact: true }).fill(user.lastName);
      await page.getByLabel(lang.form.username, { exact: true }).fill(user.username);
      await page.getByLabel(lang.form.email, { exact: true }).fill(user.email);
      await page.getByLabel(lang.form.password, { exact: true }).fill(user.password);
      await page.getByRole("button", { name: lang.submit }).click();
      await expect(page).toHaveURL(/\/$/);

      // Under the header, in the fan's language.
      await expect(banner(page, lang.banner)).toContainText(lang.asks(user.email));
      await snap(page, `email-banner-${lang.code}`, false);

      const { mail, link } = await waitForMail(user.email, { origin: baseURL!, path: "/verify-email" });
      expect(mail.subject).toBe(lang.subject);

      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: lang.verified })).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();
      // The token leaves the address bar; the banner is not drawn on this page.
      await expect(page).toHaveURL(/\/verify-email$/);
      await expect(banner(page, lang.banner)).toHaveCount(0);
      await snap(page, `verify-email-done-${lang.code}`, false);

      await page.getByRole("link", { name: lang.onward }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(bell(page)).toBeVisible();
      await expect(banner(page, lang.banner)).toHaveCount(0);
      // The server says so too, on the next load.
      expect((await (await page.request.get("/api/auth/me")).json()).user.emailVerified).toBe(true);
      await page.reload();
      await expect(bell(page)).toBeVisible();
      await expect(banner(page, lang.banner)).toHaveCount(0);
    });
  });
}

test("Resend mails a second link; the first no longer works, the second does", async ({ page, baseURL }) => {
  const user = uniqueUser("veresend");
  await registerViaApi(page, user);
  const first = await waitForMail(user.email, { origin: baseURL!, path: "/verify-email" });

  await page.goto("/");
  await expect(banner(page)).toContainText(user.email);
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await banner(page).getByRole("button", { name: "Resend" }).click();
  await expect(banner(page).getByRole("status")).toHaveText(`We sent a new link to ${user.email}.`);
  const second = await waitForMail(user.email, { origin: baseURL!, path: "/verify-email", after: first.mail.seq });
  expect(second.link).not.toBe(first.link);

  // A new link retires the one before: the invalid state, with a new link on offer.
  await page.goto(first.link);
  await expect(page.getByRole("heading", { level: 1, name: "This verification link does not work" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();

  await page.goto(second.link);
  await expect(page.getByRole("heading", { level: 1, name: "Your email address is verified" })).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);
});

test("an invalid link says so: signed out, sign in for a new one; signed in, send one", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "This verification link does not work" })).toBeVisible();
  await expect(page.getByText("Sign in to get a new link.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute("href", "/login");
  await snap(page, "verify-email-invalid-signed-out", false);
  expect(await violationsInLightAndDark(page)).toEqual([]);

  const context = await browser.newContext({ baseURL });
  const fan = await context.newPage();
  const user = uniqueUser("veinvalid");
  await registerViaApi(fan, user);
  const first = await waitForMail(user.email, { origin: baseURL!, path: "/verify-email" });
  await fan.goto("/verify-email?token=not-a-real-token");
  await expect(fan.getByRole("heading", { level: 1, name: "This verification link does not work" })).toBeVisible();
  await fan.getByRole("button", { name: "Send a new link" }).click();
  await expect(fan.getByText(`We sent a new link to ${user.email}. It works for 24 hours.`)).toBeVisible();
  await waitForMail(user.email, { origin: baseURL!, path: "/verify-email", after: first.mail.seq });
  await context.close();
});

test("the unsubscribe link of a reminder mail asks, then turns reminder emails off", async ({ page, baseURL }) => {
  const user = uniqueUser("unsub");
  await registerViaApi(page, user);
  // Reminder mails go to verified addresses only.
  const verify = await waitForMail(user.email, { origin: baseURL!, path: "/verify-email" });
  const token = new URL(verify.link).searchParams.get("token");
  expect((await page.request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);

  // An event tomorrow morning-ish: inside the day ahead, so the next sweep mails the reminder.
  const created = await page.request.post("/api/events", {
    data: {
      title: `Watch party ${user.username}`,
      sport: "basketball",
      location: "The Corner Bar",
      eventDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const rsvp = await page.request.post(`/api/events/${eventId}/rsvp`, { data: { status: "going" } });
  expect([200, 201, 409]).toContain(rsvp.status());

  const reminder = await waitForMail(user.email, { origin: baseURL!, path: "/unsubscribe" });
  expect(reminder.mail.subject).toContain(`Watch party ${user.username}`);

  await page.goto(reminder.link);
  await expect(page.getByRole("heading", { level: 1, name: "Stop event reminder emails?" })).toBeVisible();
  await expect(page).toHaveURL(/\/unsubscribe$/);
  await snap(page, "unsubscribe-ask", false);
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("button", { name: "Stop reminder emails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Event reminder emails are off" })).toBeVisible();
  expect(await violationsInLightAndDark(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  const prefs = await (await page.request.get("/api/notifications/preferences")).json();
  expect(prefs.event_reminder).toEqual({ inApp: true, push: true, email: false });

  // The settings show it, scrolled to.
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/profile#notifications$/);
  const emails = page.getByRole("switch", { name: "Event reminder emails" });
  await expect(emails).toHaveAttribute("aria-checked", "false");
  await expect(emails).toBeInViewport();

  // And back on from there.
  const saved = page.waitForRequest(
    (req) => req.url().endsWith("/api/notifications/preferences") && req.method() === "PUT",
  );
  await emails.click();
  expect((await saved).postDataJSON().event_reminder).toEqual({ inApp: true, push: true, email: true });
  await expect(emails).toHaveAttribute("aria-checked", "true");
});
