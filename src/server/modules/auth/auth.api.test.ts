import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("health", () => {
  it("answers ok once the database answers", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
  });
});

describe("register", () => {
  it("creates the account, signs in, and never returns the password", async () => {
    const c = t.client();
    const { user, email } = await c.registerFresh({ firstName: "Ana", lastName: "Silva" });
    expect(user).toMatchObject({ firstName: "Ana", lastName: "Silva", email, favoriteTeams: [] });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);
    const me = await c.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.json.user.id).toBe(user.id);
    expect((await c.get("/api/auth/user")).json.user.id).toBe(user.id);
  });

  it("sets an HttpOnly SameSite=Lax cookie holding an opaque token", async () => {
    const res = await t.client().request("POST", "/api/auth/register", {
      firstName: "A",
      lastName: "B",
      username: `ck_${Date.now()}`,
      email: `ck_${Date.now()}@example.test`,
      password: "Touchdown!42",
    });
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^fz_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a duplicate email (any case) and a duplicate username with 409 naming which", async () => {
    const first = await t.client().registerFresh();
    const dupEmail = await t.client().post("/api/auth/register", {
      ...first,
      username: first.username + "x",
      email: first.email.toUpperCase(),
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.json.message).toBe("An account with this email already exists");
    const dupName = await t.client().post("/api/auth/register", { ...first, email: "x" + first.email });
    expect(dupName.status).toBe(409);
    expect(dupName.json.message).toBe("This username is already taken");
  });

  it.each([
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
    [{ firstName: "" }, "First name is required"],
    [{ lastName: "  " }, "Last name is required"],
    [{ password: "password123" }, "This password is too common. Please choose a less predictable one."],
  ])("answers 400 for %o with the SPEC message", async (override, message) => {
    const base = {
      firstName: "A",
      lastName: "B",
      username: `v_${Date.now()}`,
      email: `v_${Date.now()}@example.test`,
      password: "Touchdown!42",
    };
    const res = await t.client().post("/api/auth/register", { ...base, ...override });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("stores SQL and HTML metacharacters verbatim", async () => {
    const c = t.client();
    await c.registerFresh({ firstName: "<script>alert(1)</script>", lastName: "'; drop table users; --" });
    const me = await c.get("/api/auth/me");
    expect(me.json.user.firstName).toBe("<script>alert(1)</script>");
    expect(me.json.user.lastName).toBe("'; drop table users; --");
  });
});

describe("login and logout", () => {
  it("signs in with the right password, with a new token each time, and logout ends the session server-side", async () => {
    const reg = await t.client().registerFresh();
    const a = t.client();
    const bad = await a.post("/api/auth/login", { email: reg.email, password: "wrong-password" });
    expect(bad.status).toBe(401);
    expect(bad.json.message).toBe("Invalid email or password");
    const ok = await a.post("/api/auth/login", { email: reg.email.toUpperCase(), password: reg.password });
    expect(ok.status).toBe(200);
    expect(ok.json.user.email).toBe(reg.email);
    const token1 = a.cookie("fz_session");
    await a.post("/api/auth/login", { email: reg.email, password: reg.password });
    const token2 = a.cookie("fz_session");
    expect(token2).not.toBe(token1);

    // A stolen copy of the cookie stops working once its owner signs out.
    const thief = t.client();
    await thief.request("GET", "/api/health");
    const stolen = await thief.request("GET", "/api/auth/me", undefined, { cookie: `fz_session=${token2}` });
    expect(stolen.status).toBe(200);
    await a.post("/api/auth/logout");
    expect((await a.get("/api/auth/me")).status).toBe(401);
    const after = await thief.request("GET", "/api/auth/me", undefined, { cookie: `fz_session=${token2}` });
    expect(after.status).toBe(401);
  });

  it("answers 401 to /me without a session", async () => {
    const res = await t.client().get("/api/auth/me");
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTruthy();
  });
});

describe("password reset", () => {
  it("answers the same for unknown emails, and the demo token works once and ends all sessions", async () => {
    const c = t.client();
    const reg = await c.registerFresh();
    const unknown = await t.client().post("/api/auth/forgot-password", { email: "nobody-here@example.test" });
    const known = await t.client().post("/api/auth/forgot-password", { email: reg.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.json.message).toBe(known.json.message);
    expect(unknown.json.resetToken).toBeUndefined();
    const token = known.json.resetToken as string;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "Halftime#2026" });
    expect(reset.status).toBe(200);
    expect((await c.get("/api/auth/me")).status).toBe(401);
    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "Overtime#2026" });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("This password reset link is invalid or has expired.");
    expect((await t.client().post("/api/auth/login", { email: reg.email, password: reg.password })).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email: reg.email, password: "Halftime#2026" })).status).toBe(
      200,
    );
  });

  it("never exposes the token outside demo mode", async () => {
    const prod = await startTestApp({ DEMO_MODE: "false" });
    try {
      const c = prod.client();
      const reg = await c.registerFresh();
      const res = await c.post("/api/auth/forgot-password", { email: reg.email });
      expect(res.status).toBe(200);
      expect(res.json.resetToken).toBeUndefined();
      expect((await c.get("/api/auth/demo-accounts")).json).toEqual({ demoMode: false, accounts: [] });
    } finally {
      await prod.close();
    }
  });
});

describe("bad input", () => {
  it("answers malformed JSON with 400", async () => {
    const res = await t.client().post("/api/auth/login", "{not json");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });
  it("answers wrong types with 400 naming the field", async () => {
    const res = await t.client().post("/api/auth/login", { email: 42, password: [] });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/email/);
  });
  it("answers an oversized body with 413", async () => {
    const res = await t.client().post("/api/auth/login", { email: "a@b.co", password: "x".repeat(100_000) });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("payload_too_large");
  });
  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.client().get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("No such endpoint: GET /api/nope");
  });
});

describe("rate limits", () => {
  it("throttles login per account and address with 429 and Retry-After", async () => {
    const strict = await startTestApp({ RATE_LIMIT_SCALE: "1" });
    try {
      const email = `rl_${Date.now()}@example.test`;
      let last;
      for (let i = 0; i < 11; i++)
        last = await strict.client().post("/api/auth/login", { email, password: "wrong-pass" });
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe("OpenAPI", () => {
  it("describes the auth routes from the shared schemas", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const register = res.json.paths["/api/auth/register"].post;
    expect(register.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["firstName", "lastName", "username", "email", "password"]),
    );
  });
});
