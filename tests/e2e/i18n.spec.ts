import { expect, test, type Page } from "@playwright/test";
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

test.describe("in Spanish", () => {
  test.use({ locale: "es-MX", timezoneId: "America/Mexico_City" });

  test("the sign-in page, its validation and the registration link speak Spanish", async ({ page }) => {
    await page.goto("/login");
    await signInForm(page, {
      heading: "Inicia sesión en tu cuenta",
      email: "Correo electrónico",
      password: "Contraseña",
      submit: "Iniciar sesión",
    });
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
    await page.goto("/login");
    await signInForm(page, {
      heading: "Connectez-vous à votre compte",
      email: "Adresse e-mail",
      password: "Mot de passe",
      submit: "Se connecter",
    });
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
