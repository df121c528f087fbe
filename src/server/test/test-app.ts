import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { buildApp, type App } from "../app";
import { loadConfig } from "../config/config";
import { openDatabase } from "../db/client";
import { TEST_BOARD } from "../providers/scores/simulated/test-board";
import { scratchDatabase } from "./scratch-database";
import { remoteInbox, tokenIn, type CaughtMail, type MailInbox } from "./mail-catcher";

export interface TestAppOptions {
  /** Always the embedded database (in memory) and no Redis, even on a PostgreSQL run. */
  embedded?: boolean;
  /**
   * On a PostgreSQL run, a database of its own (made for it, dropped on close) and no Redis.
   * For a test that pins the clock of a job sweeping rows every instance shares (the alerts'
   * due deliveries): in the shared database another app's sweep, on the wall clock, would take
   * the rows the test holds back, and the test's sweeps theirs.
   */
  ownDatabase?: boolean;
  /** Fastify's logger options (e.g. a `stream` to read the log); silent otherwise. */
  logger?: object;
}

/**
 * Every test app sends its mail to the run's SMTP server, which keeps what it receives
 * (`t.mail`; mail-catcher.setup.ts), unless the test sets SMTP_URL itself (a value, or
 * undefined for no mail server).
 */
async function sharedInbox(): Promise<MailInbox | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import("vitest");
  const shared = inject("mailCatcher");
  return shared ? remoteInbox(shared.smtpUrl, shared.httpUrl) : null;
}

let template: Promise<Blob | undefined> | undefined;
/**
 * The migrated database the test run made once (pglite-template.setup.ts), read once per test
 * file; none outside Vitest (a benchmark), where the app migrates a fresh database itself.
 */
function migratedTemplate() {
  template ??= (async () => {
    if (!process.env.VITEST) return undefined;
    const { inject } = await import("vitest");
    const file = inject("pgliteTemplate");
    return file ? new Blob([await fs.promises.readFile(file)]) : undefined;
  })();
  return template;
}

/**
 * Boots the real app on a random port against the embedded database (in memory), or
 * against PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set. Tests talk to it over HTTP.
 * Tests must create their own uniquely named data: the PostgreSQL database is shared.
 * An `env` value of undefined removes that variable (e.g. DEMO_MODE, to get its default).
 */
export async function startTestApp(env: Record<string, string | undefined> = {}, opts: TestAppOptions = {}) {
  const shared = !opts.embedded && !opts.ownDatabase;
  const own = opts.ownDatabase && process.env.DATABASE_URL ? await scratchDatabase("own") : null;
  const mail = "SMTP_URL" in env ? null : await sharedInbox();
  const merged: Record<string, string | undefined> = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO_MODE: "true",
    SEED_DEMO_DATA: "false",
    RATE_LIMIT_SCALE: "1000",
    // The simulator runs on the pinned test board: what a test sees does not depend on the hour.
    SIM_CLOCK: TEST_BOARD.clock,
    ...(shared && process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(shared && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(own ? { DATABASE_URL: own.url } : {}),
    ...(mail ? { SMTP_URL: mail.smtpUrl } : {}),
    ...env,
  };
  const config = loadConfig(
    Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined)),
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: undefined,
    template: config.databaseUrl ? undefined : await migratedTemplate(),
  });
  const app: App = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    rateLimitPrefix: `rl:test:${randomUUID()}:`,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    /** The SMTP server this app sends to (null when the test chose SMTP_URL itself). */
    mail,
    client: () => new TestClient(baseUrl),
    /** Opens the newest verification link sent to `address` (the address is then proved). */
    async verifyAddress(address: string) {
      if (!mail) throw new Error("this test app has no mail server");
      const target = address.toLowerCase();
      const isLink = (m: CaughtMail) => m.to.includes(target) && m.text.includes("/verify-email?token=");
      await mail.waitFor(isLink);
      const last = (await mail.list()).filter(isLink).at(-1)!;
      const res = await fetch(`${baseUrl}/api/auth/verify-email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: tokenIn(last) }),
      });
      if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
    },
    async close() {
      await app.close();
      await database.close();
      await own?.drop();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A browser-like HTTP client with its own cookie jar. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (typeof body === "string") {
      payload = body;
      h["content-type"] ??= "application/json";
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [k, v] = pair!.split("=");
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || v === "";
      if (expired) this.cookies.delete(k!.trim());
      else this.cookies.set(k!.trim(), v!.trim());
    }
    const text = await res.text();
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body);
  delete = (path: string) => this.request("DELETE", path);
  cookie(name: string) {
    return this.cookies.get(name);
  }

  /** Registers a fresh, uniquely named user and keeps its session cookie. */
  async registerFresh(
    overrides: Partial<{ firstName: string; lastName: string; username: string; email: string; password: string }> = {},
  ) {
    const tag = randomUUID().replace(/-/g, "").slice(0, 12);
    const input = {
      firstName: "Test",
      lastName: "Fan",
      username: `fan_${tag}`,
      email: `fan_${tag}@example.test`,
      password: "Touchdown!42",
      ...overrides,
    };
    const res = await this.post("/api/auth/register", input);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return { ...input, user: res.json.user as { id: number; username: string; email: string } };
  }
}
