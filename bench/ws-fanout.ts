// WebSocket fan-out of one instance: 1,000 subscribed clients, score changes published through
// the live board exactly as the leader does. Prints deliveries per second and the delay from a
// change to its LAST client (p50/p99/max). Clients run in a child process (same machine).
//   npm run bench:ws                      (BENCH_WS_CLIENTS, BENCH_WS_CHANGES to vary)
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config/config";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema/users";
import { createSession, SESSION_COOKIE } from "../src/server/modules/auth/session.service";
import { WS_LIMITS } from "../src/shared/realtime/messages";
import type { Game } from "../src/shared/schemas/live";

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const LATENCY_CHANGES = Number(process.env.BENCH_WS_LATENCY_CHANGES ?? 200);
const BURST_CHANGES = Number(process.env.BENCH_WS_CHANGES ?? 1000);
const now = () => performance.timeOrigin + performance.now(); // ms since epoch, sub-ms, comparable across processes
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type ToChild = { kind: "connect"; url: string; origin: string; cookies: string[] } | { kind: "report" };
type FromChild =
  | { kind: "ready"; connected: number }
  | { kind: "report"; probes: Record<string, { count: number; first: number; last: number }> };

// ---- client side (child process) -------------------------------------------------------------
async function clientMain() {
  const probes: Record<string, { count: number; first: number; last: number }> = {};
  const sockets: WebSocket[] = [];
  process.on("message", async (msg: ToChild) => {
    if (msg.kind === "report") {
      process.send!({ kind: "report", probes } satisfies FromChild);
      return;
    }
    let connected = 0;
    const batch = 50;
    for (let i = 0; i < msg.cookies.length; i += batch) {
      await Promise.all(
        msg.cookies.slice(i, i + batch).map(
          (cookie) =>
            new Promise<void>((resolve, reject) => {
              const ws = new WebSocket(msg.url, { headers: { cookie, origin: msg.origin }, perMessageDeflate: false });
              ws.on("message", (data) => {
                const t = now();
                const s = data.toString();
                if (s.includes('"subscribed"')) {
                  connected++;
                  resolve();
                  return;
                }
                const m = /"id":"(bench-[^"]+)"/.exec(s); // no full parse: the client must not be the bottleneck
                if (!m) return;
                const p = (probes[m[1]!] ??= { count: 0, first: t, last: t });
                p.count++;
                p.last = t;
              });
              ws.once("open", () => ws.send(JSON.stringify({ type: "subscribe_scores" })));
              ws.once("error", reject);
              sockets.push(ws);
            }),
        ),
      );
    }
    process.send!({ kind: "ready", connected } satisfies FromChild);
  });
  process.on("disconnect", () => {
    for (const s of sockets) s.terminate();
    process.exit(0);
  });
}

// ---- server side (parent) --------------------------------------------------------------------
async function serverMain() {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
    SIM_SEED: `bench-${randomUUID()}`,
    HOST: "127.0.0.1",
  });
  const database = await openDatabase({ dataDir: undefined });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;

  // Sessions for CLIENTS connections: one user per 20 sockets (the per-user cap).
  const perUser = WS_LIMITS.maxConnectionsPerUser;
  const userCount = Math.ceil(CLIENTS / perUser);
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, i) => ({
        username: `bench_${i}`,
        email: `bench_${i}@bench.test`,
        passwordHash: "x",
        firstName: "B",
        lastName: String(i),
      })),
    )
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (const r of rows) {
    const { token } = await createSession(app.db, r.id, {});
    for (let k = 0; k < perUser && cookies.length < CLIENTS; k++) cookies.push(`${SESSION_COOKIE}=${token}`);
  }

  const child = fork(fileURLToPath(import.meta.url), ["client"], { execArgv: process.execArgv });
  const ask = <K extends FromChild["kind"]>(msg: ToChild, kind: K) =>
    new Promise<Extract<FromChild, { kind: K }>>((resolve) => {
      const on = (m: FromChild) => {
        if (m.kind !== kind) return;
        child.off("message", on);
        resolve(m as Extract<FromChild, { kind: K }>);
      };
      child.on("message", on);
      child.send(msg);
    });
  const t0 = now();
  const ready = await ask(
    { kind: "connect", url: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}`, cookies },
    "ready",
  );
  console.log(
    `${ready.connected} clients connected and subscribed in ${((now() - t0) / 1000).toFixed(1)} s (server sees ${app.wsStats.clients})`,
  );

  const base: Game = app.live.list()[0]!;
  const published = new Map<string, number>();
  const publish = async (id: string, i: number) => {
    const game: Game = { ...base, id, homeScore: i, updatedAt: new Date().toISOString() };
    published.set(id, now());
    await app.live.publish([game]);
  };
  const settle = async (ids: string[], timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const r = await ask({ kind: "report" }, "report");
      const done = ids.every((id) => (r.probes[id]?.count ?? 0) >= ready.connected);
      if (done || Date.now() > end) return r.probes;
      await new Promise((res) => setTimeout(res, 200));
    }
  };

  // 1) Latency: one change every 50 ms; delay from the change to the last of the clients.
  const latencyIds = Array.from({ length: LATENCY_CHANGES }, (_, i) => `bench-lat-${i}`);
  for (let i = 0; i < latencyIds.length; i++) {
    await publish(latencyIds[i]!, i);
    await new Promise((r) => setTimeout(r, 50));
  }
  const lat = await settle(latencyIds, 30_000);
  const toLast = latencyIds
    .map((id) => (lat[id] ? lat[id]!.last - published.get(id)! : Infinity))
    .sort((a, b) => a - b);
  const toFirst = latencyIds
    .map((id) => (lat[id] ? lat[id]!.first - published.get(id)! : Infinity))
    .sort((a, b) => a - b);
  const missing = latencyIds.reduce((s, id) => s + (ready.connected - (lat[id]?.count ?? 0)), 0);

  // 2) Throughput: a burst of changes as fast as the board accepts them.
  const burstIds = Array.from({ length: BURST_CHANGES }, (_, i) => `bench-burst-${i}`);
  const b0 = now();
  for (let i = 0; i < burstIds.length; i++) {
    await publish(burstIds[i]!, i);
    if (i % 10 === 9) await new Promise((r) => setImmediate(r));
  }
  const burst = await settle(burstIds, 120_000);
  const delivered = burstIds.reduce((s, id) => s + (burst[id]?.count ?? 0), 0);
  const lastAt = Math.max(...burstIds.map((id) => burst[id]?.last ?? 0));
  const seconds = (lastAt - b0) / 1000;

  const f = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "lost");
  console.log(`\nLatency: ${LATENCY_CHANGES} changes, one every 50 ms, ${ready.connected} subscribed clients`);
  console.log(`  change -> first client: p50 ${f(pct(toFirst, 50))}, p99 ${f(pct(toFirst, 99))}`);
  console.log(
    `  change -> LAST client:  p50 ${f(pct(toLast, 50))}, p99 ${f(pct(toLast, 99))}, max ${f(toLast[toLast.length - 1]!)}`,
  );
  console.log(`  undelivered messages: ${missing}`);
  console.log(
    `Throughput: burst of ${BURST_CHANGES} changes -> ${delivered} score_update messages in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `  = ${Math.round(delivered / seconds).toLocaleString("en-US")} score_update messages/s delivered (${Math.round(BURST_CHANGES / seconds)} changes/s to ${ready.connected} clients)`,
  );
  console.log(
    `  server counters: ${app.wsStats.stats.delivered} frames sent, ${app.wsStats.stats.droppedSlow} slow clients dropped`,
  );
  const os = await import("node:os");
  console.log(
    `(server and ${ready.connected} clients share this machine's ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")})`,
  );

  child.disconnect();
  await app.close();
  await database.close();
}

if (process.argv[2] === "client") await clientMain();
else await serverMain();
