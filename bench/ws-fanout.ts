// WebSocket fan-out at stadium scale (issue #37). Score changes are published through the live
// board as the leader does, with the fans' delays and per-fan checks in the path: 30 % of the fans
// watch 5, 10 or 15 s behind (their stored delay, read when the socket opens), and 5 % go to watch
// parties (each change is checked against their parties). Prints, for the undelayed, the time from
// a change to its LAST client (p50/p99/max); for the delayed, how late the last client got it after
// its delay; throughput; and the server's memory per socket.
//
//   npm run bench:ws                one instance in this process (embedded database), 10,000 sockets;
//                                   also splits the time of a change into the server's part (fan-out
//                                   and writes) and the rest (kernel, client processes)
//   npm run bench:ws -- --cluster   the three-instance topology of `npm run cluster` (HAProxy,
//                                   PgBouncer, PostgreSQL, Redis), 30,000 sockets through HAProxy;
//                                   changes enter through the Redis hub, as a leader's do
//
// Clients run in child processes on the same machine, over loopback (bench/lib/ws-bench-client.ts:
// raw TCP, timestamped on arrival before parsing). Knobs: BENCH_WS_CLIENTS, BENCH_WS_PER_PROCESS,
// BENCH_WS_LATENCY_CHANGES, BENCH_WS_SPACING_MS, BENCH_WS_CHANGES (the burst, 0 to skip it),
// BENCH_WS_KEEP_LOGS=1 (the cluster's logs stay in its temporary directory).
import { fork, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { Cluster, defaultPorts } from "../scripts/cluster/topology";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config/config";
import { openDatabase, openPostgres, type Database } from "../src/server/db/client";
import { users } from "../src/server/db/schema/users";
import { createSession, SESSION_COOKIE } from "../src/server/lib/session";
import { WS_LIMITS } from "../src/shared/realtime/messages";
import type { Game } from "../src/shared/schemas/live";
import { now, type FromChild, type Probe, type ToChild } from "./lib/ws-bench-client";

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: { cluster: { type: "boolean", default: false } },
});
const CLUSTER = args.cluster;
const INSTANCES = 3;
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? (CLUSTER ? 30_000 : 10_000));
const LATENCY_CHANGES = Number(process.env.BENCH_WS_LATENCY_CHANGES ?? 200);
const BURST_CHANGES = Number(process.env.BENCH_WS_CHANGES ?? 200);
/** Time between two changes of the latency phase. */
const SPACING_MS = Number(process.env.BENCH_WS_SPACING_MS ?? 50);
/** Sockets per client process: each stays well under the descriptor limit, and the last socket of a process waits less. */
const PER_PROCESS = Number(process.env.BENCH_WS_PER_PROCESS ?? 2_500);
/** The cluster run stops whatever happens after this long (it starts PostgreSQL, Redis, HAProxy, three instances). */
const CLUSTER_DEADLINE_MS = 20 * 60_000;
/** By user index mod 10: seven in ten undelayed, then 5, 10 and 15 s behind. */
const delayOfUser = (i: number) => [0, 0, 0, 0, 0, 0, 0, 5, 10, 15][i % 10]!;
/** Watch parties: the fans of one user in twenty go to parties of three other games, checked on every change. */
const PARTY_GAMES = ["party-1", "party-2", "party-3"];
const atParties = (userIndex: number) => userIndex % 20 === 0;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "lost");
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");

/** What the measuring code needs of the server side, one instance or the cluster. */
interface Target {
  host: string;
  /** Where client process `i` of `procs` connects, and a name for that route. */
  routeOf(i: number, procs: number): { port: number; via: string };
  /** One cookie per socket to open, with its fan's delay in seconds. */
  cookies: [string, number][];
  partyFans: number;
  /** Publishes one changed game; resolves with the time the change was made. */
  publish(game: Game): Promise<number>;
  baseGame(): Promise<Game>;
  /** Called once every socket is connected (single instance: the watch parties are set then). */
  afterConnect(): Promise<void>;
  /** Memory figures, before and after the sockets connected. */
  memory(): Promise<string[]>;
  /** CPU seconds used by the server process(es) so far. */
  serverCpuMs(): number[];
  /** Extra lines about where the time went (single instance only). */
  timings?(ids: string[], published: Map<string, number>): string[];
  counters(): Promise<string>;
  close(): Promise<void>;
}

// ---- server side: one instance in this process -----------------------------------------------
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
function settledMemory() {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external, rss: m.rss }; // external already counts the Buffers
}

async function makeUsers(db: Database["db"], count: number): Promise<[string, number][]> {
  // One user per 20 sockets (the per-user cap), each with its delay.
  const perUser = WS_LIMITS.maxConnectionsPerUser;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: Math.ceil(count / perUser) }, (_, i) => ({
        username: `bench_${i}`,
        email: `bench_${i}@bench.test`,
        passwordHash: "x",
        firstName: "B",
        lastName: String(i),
      })),
    )
    .returning({ id: users.id });
  const cookies: [string, number][] = [];
  for (const [i, r] of rows.entries()) {
    const delay = delayOfUser(i);
    if (delay) await db.execute(sql`insert into alert_settings (user_id, delay_seconds) values (${r.id}, ${delay})`);
    const { token } = await createSession(db, r.id, {});
    for (let k = 0; k < perUser && cookies.length < count; k++) cookies.push([`${SESSION_COOKIE}=${token}`, delay]);
  }
  return cookies;
}

async function singleInstance(): Promise<Target> {
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
  const cookies = await makeUsers(app.db, CLIENTS);
  const before = settledMemory();
  let after = before;
  let partyFans = 0;

  // Where a change's time goes on the server: the synchronous fan-out (serialise, pick each
  // fan's sockets, queue) and the writes at the end of the tick (FrameWriter.flush).
  const writer = (app.sockets as unknown as { writer: { flush: () => void } }).writer;
  const flushes: { start: number; end: number }[] = [];
  const flush = writer.flush;
  Object.defineProperty(writer, "flush", {
    value: () => {
      const start = now();
      flush();
      flushes.push({ start, end: now() });
    },
  });
  const fanOutMs = new Map<string, number>();

  return {
    host: "127.0.0.1",
    routeOf: () => ({ port, via: "direct" }),
    cookies,
    get partyFans() {
      return partyFans;
    },
    async publish(game) {
      const t = now();
      const done = app.live.publish([game]); // the fan-out runs before its first await
      fanOutMs.set(game.id, now() - t);
      await done;
      return t;
    },
    async baseGame() {
      return app.live.list()[0]!;
    },
    async afterConnect() {
      const u = [...app.sockets.local()];
      const firstUser = Math.min(...u.map((c) => c.userId));
      for (const c of u)
        if (atParties(c.userId - firstUser)) {
          const parties = new Map(
            PARTY_GAMES.map((g) => [g, { ms: 60_000, from: Date.now() - 60_000, until: Date.now() + 3_600_000 }]),
          );
          app.sockets.setDelay(c, { ownMs: c.delay?.ownMs ?? 0, parties });
          partyFans++;
        }
      after = settledMemory();
    },
    async memory() {
      const n = app.wsStats.clients;
      return [
        `${((after.heap - before.heap) / n / 1024).toFixed(2)} KB of heap and buffers a socket, ` +
          `${((after.rss - before.rss) / n / 1024).toFixed(2)} KB of resident memory a socket (server process, after GC)`,
      ];
    },
    serverCpuMs() {
      const c = process.cpuUsage();
      return [(c.user + c.system) / 1000];
    },
    timings(ids, published) {
      // Each undelayed change is written by the first flush that starts after it was published.
      const writeEnd: number[] = [];
      const writeMs: number[] = [];
      const fan: number[] = [];
      for (const id of ids) {
        const t = published.get(id)!;
        const f = flushes.find((x) => x.start >= t);
        if (!f) continue;
        writeEnd.push(f.end - t);
        writeMs.push(f.end - f.start);
        fan.push(fanOutMs.get(id)!);
      }
      const s = (xs: number[]) => {
        xs.sort((a, b) => a - b);
        return `p50 ${fmt(pct(xs, 50))}, p99 ${fmt(pct(xs, 99))}`;
      };
      return [
        `  server, change -> fan-out queued (serialise, per-fan checks): ${s(fan)}`,
        `  server, writes of one change to the undelayed sockets (one flush): ${s(writeMs)}`,
        `  server, change -> last undelayed socket written: ${s(writeEnd)}`,
      ];
    },
    async counters() {
      return (
        `${app.wsStats.stats.delivered} frames sent, ${app.wsStats.stats.droppedSlow} slow clients dropped; ` +
        `history ${app.live.history.size} states of ${app.live.history.gameCount} games`
      );
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// ---- server side: the three-instance cluster --------------------------------------------------
/** Resident memory (VmRSS) and CPU time of a process, from /proc. */
function procStats(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, fields 14 and 15
  return { rssKb, cpuMs: (ticks * 1000) / 100 };
}

async function heapOf(port: number): Promise<number | null> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) })
    .then((r) => (r.ok ? r.text() : ""))
    .catch(() => "");
  const metric = (name: string) => Number(new RegExp(`^fanzone_${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
  const heap = metric("nodejs_heap_size_used_bytes") + metric("nodejs_external_memory_bytes");
  return Number.isFinite(heap) ? heap : null;
}

/**
 * This machine caps every process at 20,000 descriptors (a hard limit root cannot raise here), and
 * HAProxy holds two a socket: it carries as many client processes' sockets as fit, the others
 * connect straight to an instance, so each instance still holds a third of them. The fan-out is
 * the same either way (Redis hub -> instance -> its sockets); the two routes are timed apart.
 */
const fileLimit = () => Number(spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim()) || 1024;
const haproxyProcs = (procs: number) =>
  Math.min(
    procs,
    Number(process.env.BENCH_WS_HAPROXY_PROCS ?? Infinity),
    Math.floor((fileLimit() - 2_000) / 2 / PER_PROCESS / INSTANCES) * INSTANCES,
  );
const viaHaproxy = Math.min(CLIENTS, haproxyProcs(Math.ceil(CLIENTS / PER_PROCESS)) * PER_PROCESS);

async function threeInstances(): Promise<Target> {
  const simSeed = `bench-ws-${randomUUID()}`;
  const cluster = new Cluster({
    instances: INSTANCES,
    ports: defaultPorts(INSTANCES),
    appEnv: { SIM_SEED: simSeed, SEED_DEMO_DATA: "false", LOG_LEVEL: "warn" },
    haproxyMaxconn: viaHaproxy + 500,
    log: (line) => console.log(`  ${line}`),
  });
  const stop = async () => {
    await cluster.stop();
    if (process.env.BENCH_WS_KEEP_LOGS) console.log(`cluster logs kept in ${cluster.dir}`);
    else cluster.clean();
  };
  const timer = setTimeout(() => {
    console.error(`ws-fanout: the cluster run passed ${CLUSTER_DEADLINE_MS / 60_000} min; stopping`);
    void stop().finally(() => process.exit(1));
  }, CLUSTER_DEADLINE_MS);
  timer.unref();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => void stop().finally(() => process.exit(1)));
  try {
    await cluster.start();
  } catch (err) {
    await stop();
    throw err;
  }
  const database = await openPostgres(cluster.directDatabaseUrl, 4);
  const cookies = await makeUsers(database.db, CLIENTS);
  // Watch parties as fans make them: an event linked to each party game, with a 60 s party delay, and the fans going.
  const [host] = await database.query<{ id: number }>(`select min(id) as id from users where username like 'bench_%'`);
  const partyUsers = await database.query<{ id: number }>(
    `select id from users where username like 'bench_%' and (id - $1) % 20 = 0`,
    [host!.id],
  );
  for (const game of PARTY_GAMES) {
    const [event] = await database.query<{ id: number }>(
      `insert into events (title, sport, location, event_date, creator_id, game_id)
       values ('Bench party', 'basketball', 'Bench', now() - interval '1 minute', $1, $2) returning id`,
      [host!.id, game],
    );
    await database.query(`insert into party_delays (event_id, delay_seconds) values ($1, 60)`, [event!.id]);
    await database.query(
      `insert into event_rsvps (event_id, user_id, status) select $1, id, 'going' from unnest($2::int[]) as id`,
      [event!.id, partyUsers.map((u) => u.id)],
    );
  }
  const perUser = WS_LIMITS.maxConnectionsPerUser;
  const partyFans = Math.min(partyUsers.length * perUser, CLIENTS);

  const config = loadConfig({ NODE_ENV: "production", SIM_SEED: simSeed });
  const namespace = `fz:live:${config.scoresProvider}:${config.simSeed}`;
  const redis = new Redis(cluster.redisUrl);
  const pids = cluster.apps.map((a) => a.child!.pid!);
  const rssBefore = pids.map((pid) => procStats(pid).rssKb);
  const heapBefore = await Promise.all(cluster.apps.map((a) => heapOf(a.port)));
  let rssAfter = rssBefore;
  let heapAfter = heapBefore;
  const clientsOf = async () =>
    Promise.all(
      cluster.apps.map(async (a) => {
        const text = await fetch(`http://127.0.0.1:${a.port}/metrics`).then((r) => r.text());
        return Number(/^fanzone_ws_open_sockets (\S+)$/m.exec(text)?.[1] ?? NaN);
      }),
    );

  return {
    host: "127.0.0.1",
    routeOf(i, procs) {
      const k = haproxyProcs(procs);
      if (i < k) return { port: defaultPorts(INSTANCES).haproxy, via: "HAProxy" };
      const app = cluster.apps[(i - k) % INSTANCES]!;
      return { port: app.port, via: "direct" };
    },
    cookies,
    partyFans,
    async publish(game) {
      const t = now();
      await redis.publish(`${namespace}:games`, JSON.stringify({ kind: "changed", origin: "bench", games: [game] }));
      return t;
    },
    async baseGame() {
      const raw = await redis.get(`${namespace}:snapshot`);
      if (!raw) throw new Error("the leader has not saved a board yet");
      return (JSON.parse(raw) as Game[])[0]!;
    },
    async afterConnect() {
      await sleep(5_000); // a quiet moment for the instances' collectors
      rssAfter = pids.map((pid) => procStats(pid).rssKb);
      heapAfter = await Promise.all(cluster.apps.map((a) => heapOf(a.port)));
    },
    async memory() {
      const clients = await clientsOf();
      return cluster.apps.map((a, i) => {
        const n = clients[i]!;
        const heap =
          heapAfter[i] !== null && heapBefore[i] !== null
            ? `${((heapAfter[i]! - heapBefore[i]!) / n / 1024).toFixed(2)} KB heap+Buffers (no forced GC), `
            : "";
        return `instance ${i + 1} (:${a.port}): ${n} sockets, ${heap}${(((rssAfter[i]! - rssBefore[i]!) * 1024) / n / 1024).toFixed(2)} KB resident a socket`;
      });
    },
    serverCpuMs() {
      return pids.map((pid) => procStats(pid).cpuMs);
    },
    async counters() {
      const clients = await clientsOf();
      return `sockets per instance (their /metrics): ${clients.join(", ")}`;
    },
    async close() {
      redis.disconnect();
      await database.close();
      await stop();
    },
  };
}

// ---- the measurement ---------------------------------------------------------------------------
async function main() {
  const t0 = now();
  const target = CLUSTER ? await threeInstances() : await singleInstance();
  const { cookies } = target;
  console.log(`server side ready in ${((now() - t0) / 1000).toFixed(1)} s; load average ${load()}`);
  const procs = Math.ceil(cookies.length / PER_PROCESS);
  const children = Array.from({ length: procs }, () =>
    // The client entry imports nothing of the app: a dozen processes start in seconds, even on a busy machine.
    fork(fileURLToPath(new URL("./lib/ws-bench-client.ts", import.meta.url)), ["client"], {
      execArgv: process.execArgv,
    }),
  );
  const routes = children.map((_, i) => target.routeOf(i, procs).via);
  const ask = <K extends FromChild["kind"]>(child: (typeof children)[number], msg: ToChild, kind: K) =>
    new Promise<Extract<FromChild, { kind: K }>>((resolve, reject) => {
      // A client that exits (a socket did not connect) ends the bench instead of leaving it waiting.
      const exited = (code: number | null) => reject(new Error(`ws-fanout: a client process exited (${code})`));
      const on = (m: FromChild) => {
        if (m.kind !== kind) return;
        child.off("message", on);
        child.off("exit", exited);
        resolve(m as Extract<FromChild, { kind: K }>);
      };
      child.on("message", on);
      child.once("exit", exited);
      child.send(msg);
    });
  const tc = now();
  let readies: Extract<FromChild, { kind: "ready" }>[];
  try {
    readies = await Promise.all(
      children.map((child, i) =>
        ask(
          child,
          {
            kind: "connect",
            host: target.host,
            port: target.routeOf(i, procs).port,
            origin: `http://${target.host}:${target.routeOf(i, procs).port}`, // the page the socket's site was loaded from
            // Source addresses 127.0.1.x: one port of HAProxy takes more sockets than a source address has ports.
            localAddress: CLUSTER ? `127.0.1.${i + 1}` : undefined,
            // The cluster's instances each reach PostgreSQL through a pool of a few connections.
            concurrency: CLUSTER ? 8 : 100,
            cookies: cookies.slice(i * PER_PROCESS, (i + 1) * PER_PROCESS),
          },
          "ready",
        ),
      ),
    );
  } catch (err) {
    for (const child of children) child.kill();
    await target.close();
    throw err;
  }
  const connected = readies.reduce((s, r) => s + r.connected, 0);
  const retried = readies.reduce((s, r) => s + r.retried, 0);
  await target.afterConnect();
  const byDelay = new Map<number, number>();
  for (const [, d] of cookies) byDelay.set(d, (byDelay.get(d) ?? 0) + 1);
  console.log(
    `${connected} clients connected and subscribed in ${((now() - tc) / 1000).toFixed(1)} s ` +
      `(${[...byDelay].map(([d, n]) => `${n} on ${d} s`).join(", ")}; ${target.partyFans} at watch parties) ` +
      `in ${procs} client processes${CLUSTER ? ` (${routes.filter((r) => r === "HAProxy").length} through HAProxy, the others straight to one of the ${INSTANCES} instances)` : ""}` +
      `${retried ? `; ${retried} upgrades answered 503 and retried` : ""}`,
  );

  const merge = (into: Record<string, Probe>, probes: Record<string, Probe>) => {
    for (const [k, p] of Object.entries(probes)) {
      const a = into[k];
      into[k] = a ? { count: a.count + p.count, first: Math.min(a.first, p.first), last: Math.max(a.last, p.last) } : p;
    }
  };
  const report = async () => {
    const all: Record<string, Probe> = {};
    const byRoute = new Map<string, Record<string, Probe>>();
    let cpuMs = 0;
    let elu = 0;
    for (const [i, child] of children.entries()) {
      const r = await ask(child, { kind: "report" }, "report");
      cpuMs += r.cpuMs;
      elu = Math.max(elu, r.elu);
      merge(all, r.probes);
      if (!byRoute.has(routes[i]!)) byRoute.set(routes[i]!, {});
      merge(byRoute.get(routes[i]!)!, r.probes);
    }
    return { probes: all, byRoute, cpuMs, elu };
  };
  const base = await target.baseGame();
  const published = new Map<string, number>();
  const publish = async (id: string, i: number) => {
    const game: Game = { ...base, id, homeScore: i, updatedAt: new Date().toISOString() };
    published.set(id, await target.publish(game));
  };
  /** Waits until every client of `delays` (all by default) got each of `ids`, or the time is up. */
  const settle = async (ids: string[], timeoutMs: number, delays = [...byDelay.keys()]) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const r = await report();
      const done = ids.every((id) => delays.every((d) => (r.probes[`${id}@${d}`]?.count ?? 0) >= byDelay.get(d)!));
      if (done || Date.now() > end) return r;
      await sleep(500);
    }
  };

  // 1) Latency: one change every SPACING_MS; from the change (plus the fan's delay) to the last of its clients.
  const loadAtStart = load();
  const clientCpu0 = (await report()).cpuMs;
  const serverCpu0 = target.serverCpuMs();
  const elu0 = performance.eventLoopUtilization();
  const l0 = now();
  const latencyIds = Array.from({ length: LATENCY_CHANGES }, (_, i) => `bench-lat-${i}`);
  for (let i = 0; i < latencyIds.length; i++) {
    await publish(latencyIds[i]!, i);
    await sleep(SPACING_MS);
  }
  // The undelayed phase's CPU: from the first change to the last one's arrival (the delayed come later).
  const undelayedDone = await settle(latencyIds, 30_000, [0]);
  const phaseS = (now() - l0) / 1000;
  const serverCpu = target.serverCpuMs().map((c, i) => c - serverCpu0[i]!);
  const clientCpu = undelayedDone.cpuMs - clientCpu0;
  const serverElu = CLUSTER ? null : performance.eventLoopUtilization(elu0).utilization;
  const settled = await settle(latencyIds, 60_000);
  const lat = settled.probes;
  const toLast = (delay: number, probes = lat) =>
    latencyIds
      .map((id) => {
        const p = probes[`${id}@${delay}`];
        return p ? p.last - published.get(id)! - delay * 1000 : Infinity;
      })
      .sort((a, b) => a - b);
  // How far before the fan's delay a first copy arrived, for each early one. The server's clock
  // counts whole milliseconds (Date.now) and the processes' clocks differ by a fraction of one, so
  // an arrival less than 1 ms early is the clocks' resolution, not a leak.
  const earlyByMs: number[] = [];
  for (const id of latencyIds)
    for (const [d] of byDelay) {
      const ahead = published.get(id)! + d * 1000 - (lat[`${id}@${d}`]?.first ?? Infinity);
      if (ahead > 0) earlyByMs.push(ahead);
    }
  const early = earlyByMs.filter((ms) => ms >= 1).length;
  const missing = latencyIds.reduce(
    (s, id) => s + [...byDelay].reduce((m, [d, n]) => m + n - (lat[`${id}@${d}`]?.count ?? 0), 0),
    0,
  );

  console.log(`\nLatency: ${LATENCY_CHANGES} changes, one every ${SPACING_MS} ms, ${connected} subscribed clients`);
  for (const [d, n] of [...byDelay].sort((a, b) => a[0] - b[0])) {
    const s = toLast(d);
    const what = d ? `${n} clients on ${d} s: change + ${d} s -> LAST client` : `${n} undelayed: change -> LAST client`;
    console.log(`  ${what}: p50 ${fmt(pct(s, 50))}, p99 ${fmt(pct(s, 99))}, max ${fmt(s[s.length - 1]!)}`);
  }
  if (settled.byRoute.size > 1)
    for (const [via, probes] of settled.byRoute) {
      const s = toLast(0, probes);
      const n = routes.filter((r) => r === via).length;
      console.log(
        `    of which undelayed through ${via} (${n} client processes): p50 ${fmt(pct(s, 50))}, p99 ${fmt(pct(s, 99))}`,
      );
    }
  console.log(
    `  undelivered messages: ${missing}; delivered 1 ms or more before the fan's delay: ${early}` +
      (earlyByMs.length
        ? ` (${earlyByMs.length - early} less than 1 ms early: the clocks' resolution; the earliest ${fmt(Math.max(...earlyByMs))} ahead)`
        : ""),
  );
  for (const line of target.timings?.(latencyIds, published) ?? []) console.log(line);
  console.log(
    `  CPU over the ${phaseS.toFixed(1)} s of the phase (to the last undelayed arrival): ` +
      `server ${serverCpu.map((c) => `${(c / 1000).toFixed(1)} s`).join(" + ")}` +
      `${serverElu === null ? "" : ` (event loop busy ${(serverElu * 100).toFixed(0)} %)`}, ` +
      `clients ${(clientCpu / 1000).toFixed(1)} s (busiest client process's loop ${(undelayedDone.elu * 100).toFixed(0)} % since connect)`,
  );

  // 2) Throughput: a burst of changes as fast as the board accepts them.
  if (BURST_CHANGES > 0) {
    const burstIds = Array.from({ length: BURST_CHANGES }, (_, i) => `bench-burst-${i}`);
    const b0 = now();
    for (let i = 0; i < burstIds.length; i++) {
      await publish(burstIds[i]!, i);
      if (i % 10 === 9) await new Promise((r) => setImmediate(r));
    }
    const burst = (await settle(burstIds, 120_000)).probes;
    const undelayed = byDelay.get(0) ?? 0;
    const delivered = burstIds.reduce((s, id) => s + (burst[`${id}@0`]?.count ?? 0), 0);
    const lastAt = Math.max(...burstIds.map((id) => burst[`${id}@0`]?.last ?? 0));
    const seconds = (lastAt - b0) / 1000;
    console.log(
      `Throughput: burst of ${BURST_CHANGES} changes -> ${delivered} score_update messages to the ${undelayed} undelayed in ${seconds.toFixed(2)} s` +
        ` = ${Math.round(delivered / seconds).toLocaleString("en-US")} messages/s`,
    );
  }
  for (const line of await target.memory()) console.log(`Memory: ${line}`);
  console.log(`  server counters: ${await target.counters()}`);
  console.log(
    `(server${CLUSTER ? "s, HAProxy, Redis, PostgreSQL" : ""} and ${connected} clients share this machine's ${os.cpus().length} cores; ` +
      `load average at the latency phase's start ${loadAtStart}, at the end ${load()})`,
  );

  for (const child of children) child.disconnect();
  await target.close();
}

await main();
