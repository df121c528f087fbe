import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";
import { openSocket, subscribed, uniqueSeed, waitFor } from "../modules/live/live-test-helpers";
import { drainAndClose, WS_CLOSE_RESTART } from "./shutdown";

describe("probes, request ids and metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Small enough limits that the second password-reset request for one account is refused.
    t = await startTestApp({ RATE_LIMIT_SCALE: "0.1", SIM_SEED: uniqueSeed() });
  });
  afterAll(async () => t?.close());

  it("live answers; ready reports every check and answers 200 when all pass", async () => {
    const live = await t.client().get("/api/health/live");
    expect(live.status).toBe(200);
    const ready = await t.client().get("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.json.status).toBe("ready");
    expect(ready.json.checks).toMatchObject({ lifecycle: "ok", database: "ok", migrations: "ok" });
    if (process.env.REDIS_URL) expect(ready.json.checks.redis).toBe("ok");
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("returns a request id on every response, keeping a well-formed one from the proxy", async () => {
    const fresh = await t.client().get("/api/health/live");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.client().request("GET", "/api/health/live", undefined, { "x-request-id": "7f000001:c0a8_1" });
    expect(given.headers.get("x-request-id")).toBe("7f000001:c0a8_1");
    for (const bad of ['x" admin=true {}', "a".repeat(200)]) {
      const hostile = await t.client().request("GET", "/api/health/live", undefined, { "x-request-id": bad });
      expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("exposes Prometheus metrics: request durations by route pattern, 429 refusals, sockets, leader, process", async () => {
    const c = t.client();
    const { email } = await c.registerFresh();
    await c.get("/api/posts/feed?limit=5");
    const first = await t.client().post("/api/auth/forgot-password", { email });
    const second = await t.client().post("/api/auth/forgot-password", { email });
    expect([first.status, second.status]).toEqual([200, 429]);

    await waitFor(() => t.app.live.isLeader); // its own seed: nobody else competes for this lease
    const res = await t.client().get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(
      /fanzone_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/register",status_code="201"\} 1/,
    );
    expect(text).toMatch(/fanzone_rate_limit_refusals_total\{route="\/api\/auth\/forgot-password"\} 1/);
    expect(text).toMatch(/^fanzone_ws_open_sockets 0$/m);
    expect(text).toMatch(/^fanzone_live_leader 1$/m);
    expect(text).toMatch(/^fanzone_process_resident_memory_bytes \d+/m);
    expect(text).not.toMatch(/route="[^"]*\?/); // patterns, never raw URLs
    if (process.env.DATABASE_URL) {
      expect(text).toMatch(/fanzone_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
      expect(text).toMatch(/fanzone_db_pool_connections\{state="total"\} [1-9]/);
    }
  });
});

describe("graceful shutdown", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIM_SEED: uniqueSeed() });
  });
  afterAll(async () => t?.close());

  it("answers ready 503 first, finishes the request in flight, closes sockets with 1012", async () => {
    const c = t.client();
    await c.registerFresh();
    const sock = openSocket(t, c);
    await subscribed(sock);

    // A post whose body is still arriving when the drain starts.
    const body = JSON.stringify({ content: "Still counts after the drain began" });
    const port = Number(new URL(t.baseUrl).port);
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/posts",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        cookie: `fz_session=${c.cookie("fz_session")}`,
        // The server's "100 Continue" proves it has the request before the drain begins.
        expect: "100-continue",
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
    });
    await new Promise<void>((resolve) => req.once("continue", resolve));
    req.write(body.slice(0, 10));

    // A drain delay long enough for the probes below to connect even on a busy machine.
    const closing = drainAndClose(t.app, 5_000);
    const ready = await t.client().get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.json.checks.lifecycle).toBe("draining");
    expect((await t.client().get("/api/health/live")).status).toBe(200);

    // The sockets close once the drain delay is over and the server stops; the post is still arriving.
    expect((await sock.closed).code).toBe(WS_CLOSE_RESTART);
    req.end(body.slice(10));
    const posted = await response;
    expect(posted.status).toBe(201);
    await closing;
    await waitFor(() => !t.app.server.listening);
  });
});
