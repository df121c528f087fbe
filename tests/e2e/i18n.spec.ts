import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { instantOfWallClock, offsetMinutes, wallClockValue } from "../../src/shared/i18n/zoned-time";
import { uniqueUser } from "./helpers";

// Issue #26: the sign-in pages in the browser's language, the language menu, and the account
// keeping the language and zone it was created with.

const signInForm = async (page: Page, texts: { heading: string; email: string; password: string; submit: string }) => {
  await expect(page.locator("html")).toHaveAttribute("lang", texts.heading.startsWith("Inicia") ? "es" : "fr");
  await expect(page.getByRole("heading", { level: 1, name: texts.heading })).toBeVisible();
  await expect(page.getByLabel(texts.email)).toBeVisible();
  await expect(page.getByLabel(texts.password, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: texts.submit, exact: true })).toBeEnabled();
};

/**
 * Records which of the build's language files (the catalogues, the API messages' translations and
 * their translator) the page asks for, by their source name (the build manifest's keys). The
 * sign-in screen's budget (npm run bench:web) counts the language's sign-in catalogue only: the
 * rest must wait until the form is used.
 */
function recordLanguageFiles(page: Page): string[] {
  const manifest = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;
  const sources = new Map(
    Object.entries(manifest)
      .filter(([key]) => /(^|\/)locales\/|\/api-messages\//.test(key))
      .map(([key, chunk]) => [`/${chunk.file}`, key.replace(/^(\.\.\/)+/, "")]),
  );
  const asked: string[] = [];
  page.on("request", (request) => {
    const source = sources.get(new URL(request.url()).pathname);
    if (source) asked.push(source);
  });
  return asked;
}

test.describe("in Spanish", () => {
  test.use({ locale: "es-MX", timezoneId: "America/Mexico_City" });

  test("the sign-in page, its validation and the registration link speak Spanish", async ({ page }) => {
    const languageFiles = recordLanguageFiles(page);
    await page.goto("/login");
    await signInForm(page, {
      heading: "Inicia sesión en tu cuenta",
      email: "Correo electrónico",
      password: "Contraseña",
      submit: "Iniciar sesión",
    });
    // Its first load: the Spanish sign-in catalogue, not the app's nor the validation messages'.
    expect(languageFiles).toEqual(["locales/es/auth.po"]);
    await expect(page.getByText("¿Olvidaste tu contraseña?")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("not-an-address");
    await page.getByLabel("Contraseña", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(page.getByText("Correo electrónico no válido")).toBeVisible();
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toBeVisible();
    await page.getByRole("link", { name: "regístrate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeVisible();
    await expect(page.getByLabel("Nombre de usuario")).toBeVisible();
  });

  test("a fan who registers keeps Spanish and the browser's zone; the server answers in Spanish", async ({ page }) => {
    const user = uniqueUser("es");
    await page.goto("/register");
    await page.getByTestId("language-menu").selectOption("es");
    await page.getByLabel("Nombre", { exact: true }).fill(user.firstName);
    await page.getByLabel("Apellido").fill(user.lastName);
    await page.getByLabel("Nombre de usuario").fill(user.username);
    await page.getByLabel("Correo electrónico").fill(user.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await (await page.request.get("/api/users/me")).json();
    expect(me).toMatchObject({ locale: "es", timeZone: "America/Mexico_City" });
    const missing = await page.request.get("/api/events/2100000000");
    expect(await missing.json()).toEqual({ code: "not_found", message: "No se encontró el evento" });
  });
});

test.describe("in French", () => {
  test.use({ locale: "fr-CA", timezoneId: "America/Toronto" });

  test("the sign-in page and the password pages speak French", async ({ page }) => {
    const languageFiles = recordLanguageFiles(page);
    await page.goto("/login");
    await signInForm(page, {
      heading: "Connectez-vous à votre compte",
      email: "Adresse e-mail",
      password: "Mot de passe",
      submit: "Se connecter",
    });
    expect(languageFiles).toEqual(["locales/fr/auth.po"]);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié ?" })).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByText("Veuillez saisir une adresse e-mail valide")).toBeVisible();
    await page.goto("/page-that-does-not-exist");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page introuvable" })).toBeVisible();
  });
});

test("the language menu switches the sign-in page at once, and the choice persists", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByTestId("language-menu").selectOption("fr");
  await expect(page.getByRole("heading", { level: 1, name: "Connectez-vous à votre compte" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.fr.webmanifest");

  // A new visit: the server serves the page drawn in French, and the app keeps it.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Connectez-vous à votre compte" })).toBeVisible();
  await expect(page.getByTestId("language-menu")).toHaveValue("fr");

  await page.getByTestId("language-menu").selectOption("es");
  await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión en tu cuenta" })).toBeVisible();
  await page.getByTestId("language-menu").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
});

test.describe("an event in Los Angeles seen from Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  /** The first instant after `from` at which Los Angeles changes its clocks (found, not assumed). */
  function nextLosAngelesChange(from: Date): Date {
    const offset = (d: Date) => offsetMinutes(d, "America/Los_Angeles");
    const day = 24 * 3600_000;
    let t = from.getTime();
    while (offset(new Date(t + day)) === offset(new Date(t))) t += day;
    return new Date(t + day);
  }

  test("the card shows the venue's evening and the viewer's morning, on both sides of a daylight saving change", async ({
    page,
  }) => {
    const user = uniqueUser("tokyo");
    const reg = await page.request.post("/api/auth/register", { data: { ...user, timeZone: "Asia/Tokyo" } });
    expect(reg.status()).toBe(201);
    // Evenings at 18:00 on the venue's clock, a week before and a week after the next change.
    const change = nextLosAngelesChange(new Date(Date.now() + 8 * 24 * 3600_000));
    const localDay = (d: Date) => wallClockValue(d, "America/Los_Angeles").slice(0, 10);
    const eveningOf = (d: Date) => instantOfWallClock(`${localDay(d)}T18:00`, "America/Los_Angeles")!;
    const before = eveningOf(new Date(change.getTime() - 7 * 24 * 3600_000));
    const after = eveningOf(new Date(change.getTime() + 7 * 24 * 3600_000));
    const tag = user.username;
    for (const [when, title] of [
      [before, `Before ${tag}`],
      [after, `After ${tag}`],
    ] as const) {
      const res = await page.request.post("/api/events", {
        data: {
          title,
          sport: "soccer",
          location: "Santa Monica",
          eventDate: when.toISOString(),
          timeZone: "America/Los_Angeles",
        },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto("/events");
    const timeOf = (title: string) =>
      page.getByTestId("event-card").filter({ hasText: title }).first().getByTestId("event-time");
    const pattern = /^\w{3}, \w{3} \d{1,2}, 6:00 PM (P[SD]T) at the venue · \w{3} (\d{1,2}):00 AM your time$/;
    await expect(timeOf(`Before ${tag}`)).toHaveText(pattern);
    await expect(timeOf(`After ${tag}`)).toHaveText(pattern);
    const [, zoneBefore, hourBefore] = pattern.exec((await timeOf(`Before ${tag}`).textContent()) ?? "")!;
    const [, zoneAfter, hourAfter] = pattern.exec((await timeOf(`After ${tag}`).textContent()) ?? "")!;
    // Spring forward (PST -> PDT): the same evening there is an hour earlier in Tokyo; fall back the reverse.
    expect(zoneBefore).not.toBe(zoneAfter);
    expect(Number(hourAfter) - Number(hourBefore)).toBe(zoneBefore === "PST" ? -1 : 1);
    // 18:00 PST is 11:00 the next morning in Tokyo.
    expect(Number(zoneBefore === "PST" ? hourBefore : hourAfter)).toBe(11);
  });
});
