import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Issue #26: the user's language and zone on GET/PATCH /api/users/me and at registration, error
// messages in the user's language (their choice, else Accept-Language), and events' venue zone.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const freshInput = () => {
  const tag = randomUUID().replace(/-/g, "").slice(0, 12);
  return {
    firstName: "Lucía",
    lastName: "Fan",
    username: `fan_${tag}`,
    email: `fan_${tag}@example.test`,
    password: "Touchdown!42",
  };
};

describe("GET/PATCH /api/users/me: locale and timeZone", () => {
  it("registration keeps the browser's zone and a picked language; GET answers them", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/register", { ...freshInput(), timeZone: "America/Los_Angeles", locale: "es" });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ locale: "es", timeZone: "America/Los_Angeles" });
    const me = await c.get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: res.json.user.id, locale: "es", timeZone: "America/Los_Angeles" });
    expect(me.json.passwordHash).toBeUndefined();
  });

  it("a user who never chose has null for both, and PATCH stores them (canonical zone spelling)", async () => {
    const c = t.client();
    const { user } = await c.registerFresh();
    expect((await c.get("/api/users/me")).json).toMatchObject({ locale: null, timeZone: null, email: user.email });
    const res = await c.patch("/api/users/me", { locale: "fr", timeZone: "america/mexico_city" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ locale: "fr", timeZone: "America/Mexico_City", firstName: "Test" });
    const me = await c.get("/api/auth/me");
    expect(me.json.user).toMatchObject({ locale: "fr", timeZone: "America/Mexico_City" });
    // Aliases the zone data knows are accepted; null goes back to the browser's.
    expect((await c.patch("/api/users/me", { timeZone: "UTC" })).json.timeZone).toBe("UTC");
    expect((await c.patch("/api/users/me", { locale: null, timeZone: null })).json).toMatchObject({
      locale: null,
      timeZone: null,
    });
  });

  it.each([
    [{ locale: "de" }, "Unknown language: choose en, es or fr"],
    [{ locale: "EN" }, "Unknown language: choose en, es or fr"],
    [{ timeZone: "Mars/Olympus_Mons" }, "Unknown time zone: use an IANA name such as America/Los_Angeles"],
    [{ timeZone: "+05:00" }, "Unknown time zone: use an IANA name such as America/Los_Angeles"],
    [{ timeZone: 5 }, "Unknown time zone: use an IANA name such as America/Los_Angeles"],
  ])("answers 400 for %o", async (body, message) => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.patch("/api/users/me", body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation", message });
    expect((await c.get("/api/users/me")).json).toMatchObject({ locale: null, timeZone: null });
  });

  it("registration refuses an unknown zone with 400", async () => {
    const res = await t.client().post("/api/auth/register", { ...freshInput(), timeZone: "Atlantis/Capital" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Unknown time zone: use an IANA name such as America/Los_Angeles");
  });

  it("GET /api/users/me needs a session", async () => {
    const res = await t.client().get("/api/users/me");
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthenticated");
  });
});

describe("error messages in the user's language", () => {
  const login = (c: TestClient, headers: Record<string, string>) =>
    c.request("POST", "/api/auth/login", { email: "nobody-here@example.test", password: "short" }, headers);

  it.each([
    ["en-US,en;q=0.9", "Password must be at least 6 characters"],
    ["es-MX,es;q=0.9,en;q=0.5", "La contraseña debe tener al menos 6 caracteres"],
    ["fr-CA", "Le mot de passe doit comporter au moins 6 caractères"],
    ["de-DE,de;q=0.9", "Password must be at least 6 characters"],
  ])("Accept-Language %s: the validation message and its issue", async (header, message) => {
    const res = await login(t.client(), { "accept-language": header });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation");
    expect(res.json.message).toBe(message);
    expect(res.json.issues).toContainEqual({ path: "password", message });
  });

  it.each([
    ["es", "Correo electrónico o contraseña incorrectos"],
    ["fr", "Adresse e-mail ou mot de passe incorrect"],
    ["en", "Invalid email or password"],
  ])("%s: a service error keeps its status and code", async (lang, message) => {
    const res = await t.client().request(
      "POST",
      "/api/auth/login",
      { email: "nobody-here@example.test", password: "Long-enough-1" },
      {
        "accept-language": lang,
      },
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: "unauthenticated", message });
  });

  it("before sign-in, the language the web app shows (its cookie) wins over the header", async () => {
    const res = await t
      .client()
      .request(
        "POST",
        "/api/auth/login",
        { email: "nobody-here@example.test", password: "Long-enough-1" },
        { "accept-language": "en-US", cookie: "fanzone_locale=es" },
      );
    expect(res.json).toEqual({ code: "unauthenticated", message: "Correo electrónico o contraseña incorrectos" });
    const unknown = await t
      .client()
      .request("POST", "/api/auth/login", { email: "x@example.test", password: "1" }, { cookie: "fanzone_locale=de" });
    expect(unknown.json.message).toBe("Password must be at least 6 characters");
  });

  it("a used or unknown reset link answers its own code, in the user's language", async () => {
    const res = await t.client().request(
      "POST",
      "/api/auth/reset-password",
      { token: "nope", newPassword: "Halftime#2026" },
      {
        "accept-language": "fr",
      },
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: "invalid_reset_link",
      message: "Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré.",
    });
  });

  it("the user's own choice wins over the browser's header", async () => {
    const c = t.client();
    await c.registerFresh();
    await c.patch("/api/users/me", { locale: "fr" });
    const res = await c.request("GET", "/api/events/2100000000", undefined, { "accept-language": "es" });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: "not_found", message: "Événement introuvable" });
  });

  it("zod's own messages and unknown endpoints are translated too", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.request("PATCH", "/api/users/me", { firstName: 5 }, { "accept-language": "es" });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^firstName: Entrada no válida: se esperaba/);
    const nope = await c.request("GET", "/api/nope", undefined, { "accept-language": "fr" });
    expect(nope.json).toEqual({ code: "not_found", message: "Cette route de l’API n’existe pas\u00a0: GET /api/nope" });
  });

  it("sentences of successful answers follow the language", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.request("POST", "/api/auth/logout", undefined, { "accept-language": "es" });
    expect(res.json).toEqual({ message: "Sesión cerrada" });
  });
});

describe("events' venue time zone", () => {
  const event = (extra: Record<string, unknown> = {}) => ({
    title: "Watch party",
    sport: "soccer",
    location: "Santa Monica",
    eventDate: inAWeek(),
    ...extra,
  });

  it("keeps the zone sent, answers it in lists, and the creator may change it", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.post("/api/events", event({ timeZone: "America/Los_Angeles" }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ timeZone: "America/Los_Angeles" });
    const mine = await c.get(`/api/events/${res.json.id}`);
    expect(mine.json.timeZone).toBe("America/Los_Angeles");
    const edited = await c.patch(`/api/events/${res.json.id}`, { timeZone: "Asia/Tokyo" });
    expect(edited.status).toBe(200);
    expect((await c.get(`/api/events/${res.json.id}`)).json.timeZone).toBe("Asia/Tokyo");
  });

  it("without a zone, the event takes its creator's, else UTC", async () => {
    const withZone = t.client();
    await withZone.registerFresh();
    await withZone.patch("/api/users/me", { timeZone: "America/Mexico_City" });
    expect((await withZone.post("/api/events", event())).json.timeZone).toBe("America/Mexico_City");
    const without = t.client();
    await without.registerFresh();
    expect((await without.post("/api/events", event())).json.timeZone).toBe("UTC");
  });

  it("refuses an unknown venue zone with 400", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.post("/api/events", event({ timeZone: "Pacific/Nowhere" }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Unknown time zone: use an IANA name such as America/Los_Angeles");
  });
});

describe("notifications in the recipient's language", () => {
  it("a friend request reads in the recipient's language, and in English for the sender's English friend", async () => {
    const sender = t.client();
    const { firstName, user: senderUser } = await sender.registerFresh({ firstName: "Maya" });
    const spanish = t.client();
    const { user: es } = await spanish.registerFresh();
    await spanish.patch("/api/users/me", { locale: "es" });
    const english = t.client();
    const { user: en } = await english.registerFresh();

    expect((await sender.post("/api/friends/request", { friendId: es.id })).status).toBeLessThan(300);
    expect((await sender.post("/api/friends/request", { friendId: en.id })).status).toBeLessThan(300);
    const esList = await spanish.get("/api/notifications");
    expect(esList.json.items[0]).toMatchObject({
      type: "friend_request",
      text: `${firstName} te envió una solicitud de amistad`,
      actor: { id: senderUser.id },
    });
    const enList = await english.get("/api/notifications");
    expect(enList.json.items[0].text).toBe(`${firstName} sent you a friend request`);
    // A reader who never chose gets their browser's language.
    const frList = await english.request("GET", "/api/notifications", undefined, { "accept-language": "fr-FR" });
    expect(frList.json.items[0].text).toBe(`${firstName} vous a envoyé une demande d’ami`);
  });
});
