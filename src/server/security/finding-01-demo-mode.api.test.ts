import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config/config";
import { openDatabase, type Database } from "../db/client";
import { DEMO_PASSWORD, DEMO_USERS } from "../db/seed/demo-users";
import { startTestApp, TestClient } from "../test/test-app";

// Finding 1: DEMO_MODE defaulted to on for every embedded-database instance (reset tokens for any
// account, on any address), and the demo fans got the published password whatever the mode.
// Always on the embedded database: these tests are about its defaults, and seeding on a shared
// PostgreSQL database would change the demo accounts other test files sign in to.

/** A log sink the test can read. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: "warn", stream } };
}

const maya = DEMO_USERS[0]!;

/** The real app on `database` (kept open across restarts), seeding as a fresh start would. */
async function startOn(database: Database, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "1000", ...env });
  const app = await buildApp({ config, database, logger: false, seed: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  return { app, client: () => new TestClient(`http://127.0.0.1:${port}`) };
}

describe("finding 1: account takeover with the default settings", () => {
  it("demo mode is off by default on a non-loopback address, even on the embedded database", async () => {
    const sink = logSink();
    const t = await startTestApp({ DEMO_MODE: undefined, HOST: "0.0.0.0" }, { embedded: true, logger: sink.logger });
    try {
      expect(t.app.config.demoMode).toBe(false);
      const c = t.client();
      const reg = await c.registerFresh();
      const res = await c.post("/api/auth/forgot-password", { email: reg.email });
      expect(res.status).toBe(200);
      expect(res.json.resetToken).toBeUndefined();
      expect((await c.get("/api/auth/demo-accounts")).json).toEqual({ demoMode: false, accounts: [] });
      expect(sink.lines.join("")).not.toMatch(/DEMO MODE IS ON/);
    } finally {
      await t.close();
    }
  });

  it("a newcomer's start (embedded database on loopback) is the demo: sample accounts and the token on screen", async () => {
    const t = await startTestApp({ DEMO_MODE: undefined, HOST: undefined }, { embedded: true });
    try {
      expect(t.app.config.host).toBe("localhost");
      const c = t.client();
      const reg = await c.registerFresh();
      expect((await c.post("/api/auth/forgot-password", { email: reg.email })).json.resetToken).toEqual(
        expect.any(String),
      );
      const demo = (await c.get("/api/auth/demo-accounts")).json;
      expect(demo.demoMode).toBe(true);
      expect(demo.accounts[0]).toMatchObject({ email: maya.email, password: DEMO_PASSWORD });
    } finally {
      await t.close();
    }
  });

  it("DEMO_MODE=true on a non-loopback address is honoured, and the log says so loudly", async () => {
    const sink = logSink();
    const t = await startTestApp({ DEMO_MODE: "true", HOST: "0.0.0.0" }, { embedded: true, logger: sink.logger });
    try {
      expect(t.app.config.demoMode).toBe(true);
      const warning = sink.lines.map((l) => JSON.parse(l)).find((l) => /DEMO MODE IS ON/.test(l.msg));
      expect(warning).toMatchObject({ level: 40 });
      expect(warning.msg).toContain("0.0.0.0");
    } finally {
      await t.close();
    }
  });

  it("outside demo mode the seeded fans exist but nobody can sign in to them, even after a demo run", async () => {
    // A fresh database seeded outside demo mode.
    const fresh = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    const prod = await startOn(fresh, { DEMO_MODE: "false" });
    try {
      const login = await prod.client().post("/api/auth/login", { email: maya.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(401);
      const [seededPosts] = await prod.app.database.query<{ n: number }>(
        "select count(*)::int as n from posts p join users u on u.id = p.user_id where u.email = $1",
        [maya.email],
      );
      expect(seededPosts!.n).toBeGreaterThan(0);
    } finally {
      await prod.app.close();
      await fresh.close();
    }

    // A database a local demo seeded (and signed in to), then served outside demo mode.
    const db = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    try {
      const demo = await startOn(db, { DEMO_MODE: "true" });
      const fan = demo.client();
      expect((await fan.post("/api/auth/login", { email: maya.email, password: DEMO_PASSWORD })).status).toBe(200);
      const cookie = fan.cookie("fz_session")!;
      await demo.app.close();

      const served = await startOn(db, { DEMO_MODE: "false" });
      const c = served.client();
      expect((await c.post("/api/auth/login", { email: maya.email, password: DEMO_PASSWORD })).status).toBe(401);
      const replay = await c.request("GET", "/api/auth/me", undefined, { cookie: `fz_session=${cookie}` });
      expect(replay.status).toBe(401);
      await served.app.close();

      // Back to a demo: the sample accounts work again.
      const again = await startOn(db, { DEMO_MODE: "true" });
      expect(
        (await again.client().post("/api/auth/login", { email: maya.email, password: DEMO_PASSWORD })).status,
      ).toBe(200);
      await again.app.close();
    } finally {
      await db.close();
    }
  });
});
