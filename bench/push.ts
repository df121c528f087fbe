// Push at stadium scale (issue #37): FANS fans of one team (default 10,000), each with a device
// subscribed to Web Push, and their team's game changing on the live board. Measures, for each
// moment (kick-off, a goal, the final whistle), when every push request reached a local push
// service (bench/lib/push-service-process.ts, its own process; real aes128gcm encryption and
// VAPID signatures, HTTPS) after the change was published on the board: the whole path, the
// recorder's batching, the moment's detection, the fan-out's reads and writes and the pushes'
// bounded lanes. Beside each moment, the CPU time it cost the app (all its threads) and the push
// service: less moved by a busy host's neighbours than the clock figures. 1 % of the devices answer 429 once (Retry-After: 1), 0.5 % are gone (410).
// Last, the host's floor: the encryption of one moment's pushes timed alone, on one thread.
//   npm run bench:push       (BENCH_FANS to vary; DATABASE_URL for PostgreSQL)
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import tls from "node:tls";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import webPush from "web-push";
import type { Game } from "@shared/schemas/live";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config/config";
import { openDatabase } from "../src/server/db/client";
import { PushTransport, type PushConnect } from "../src/server/modules/notifications/push-transport";

const FANS = Number(process.env.BENCH_FANS ?? 10_000);
/** What `uptime` prints: the host's load beside every figure. */
const uptime = () =>
  `up ${Math.round(os.uptime() / 60)} min, load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

// ---- the push service ----
const child = fork(fileURLToPath(new URL("./lib/push-service-process.ts", import.meta.url)), {
  execArgv: ["--import", "tsx"],
});
const service = await new Promise<{ port: number; cert: string; host: string }>((r) =>
  child.once("message", r as never),
);
type Arrival = { path: string; at: number; status: number };
/** The stand-in's CPU time so far (ms), as of its last report. */
let serviceCpuMs = 0;
const report = () =>
  new Promise<Arrival[]>((r) => {
    child.once("message", (m) => {
      const { arrivals, cpuMs } = m as { arrivals: Arrival[]; cpuMs: number };
      serviceCpuMs = cpuMs;
      r(arrivals);
    });
    child.send({ type: "report" });
  });
/**
 * CPU time so far (ms): this process's, every thread, and its main thread's alone (Linux: its
 * task's utime + stime in clock ticks, assumed 100 a second). On a shared host these move less
 * with the neighbours than the clock figures, and the main thread is where a fan-out queues.
 */
const cpuMs = () => {
  const c = process.cpuUsage();
  let main = NaN;
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    main = (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime: fields 14 and 15 of stat(5)
  } catch {
    // not Linux
  }
  return { app: (c.user + c.system) / 1000, main };
};

/** Connections to the push service's host name go to the local push service, trusting its certificate. */
const connectToService: PushConnect = (_url, alpn) =>
  tls.connect({
    host: "127.0.0.1",
    port: service.port,
    servername: service.host,
    ca: service.cert,
    ALPNProtocols: alpn,
  });

// ---- the app ----
const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  RATE_LIMIT_SCALE: "10000",
  PUSH_SERVICE_HOSTS: service.host,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: undefined });
const app = await buildApp({ config, database, logger: false, rateLimitPrefix: `rl:bench:${randomUUID()}:` });
await app.listen({ port: 0, host: "127.0.0.1" });
app.push.transport = new PushTransport(connectToService);
for (let i = 0; i < 600 && !app.live.isLeader; i++) await new Promise((r) => setTimeout(r, 100));

// ---- the fans: one team, one device each ----
const [team] = rowsOf(
  await app.db.execute(sql`select id, name, abbreviation from teams where league = 'nfl' order by id limit 2`),
);
const [rival] = rowsOf(
  await app.db.execute(sql`select id, name, abbreviation from teams where league = 'nfl' order by id desc limit 1`),
);
const tag = randomUUID().slice(0, 8);
const seeded = Date.now();
const ids = rowsOf(
  await app.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name)
    select 'pb_' || ${tag} || '_' || g, 'pb_' || ${tag} || '_' || g || '@bench.test', 'x', 'Fan', 'Bench'
      from generate_series(1, ${FANS}) g
    returning id`),
).map((r) => Number(r.id));
await app.db.execute(sql`
  insert into user_favorite_teams (user_id, team_id, position)
  select id, ${Number(team!.id)}, 0 from users where username like ${`pb_${tag}_%`}`);
// Browsers' keys: a pool of real P-256 pairs (the server encrypts each push anew all the same).
const keys = Array.from({ length: 64 }, () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
});
const kindOf = (i: number) => (i % 200 === 0 ? "gone" : i % 100 === 1 ? "flaky" : "ok");
for (let i = 0; i < ids.length; i += 1000) {
  const values = sql.join(
    ids.slice(i, i + 1000).map((id, j) => {
      const k = keys[(i + j) % keys.length]!;
      const endpoint = `https://${service.host}/${kindOf(i + j)}/${tag}-${id}`;
      return sql`(${id}::int, ${endpoint}, ${k.p256dh}, ${k.auth})`;
    }),
    sql`, `,
  );
  await app.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${values}`);
}
console.log(`seeded ${FANS} fans with a device each in ${Date.now() - seeded} ms`);

// ---- the game ----
const side = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  name: String(r.name),
  abbreviation: String(r.abbreviation),
  logo: "",
});
let game: Game = {
  id: `bench-push-${tag}`,
  league: "nfl",
  sport: "football",
  gameStatus: "upcoming",
  gameTime: new Date().toISOString(),
  homeTeam: side(team!),
  awayTeam: side(rival!),
  homeScore: null,
  awayScore: null,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "8:20 PM",
  period: null,
  clock: null,
  winner: null,
  updatedAt: new Date().toISOString(),
  stale: false,
};
const publish = async (patch: Partial<Game>) => {
  game = { ...game, ...patch, updatedAt: new Date().toISOString() };
  await app.live.publish([game]);
};
await publish({});
await app.gameRecorder.flush();

const expected = ids.length; // one push per device and moment (the gone ones answer once, then go)
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measure(name: string, patch: Partial<Game>, devices: number) {
  await report(); // clear
  const before = { ...app.push.stats };
  const cpu0 = { ...cpuMs(), service: serviceCpuMs };
  const t0 = Date.now();
  await publish(patch);
  let arrivals: Arrival[] = [];
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    arrivals = arrivals.concat(await report());
    if (new Set(arrivals.filter((a) => a.status !== 429).map((a) => a.path)).size >= devices) break;
  }
  await app.notificationJobs.games.idle();
  const cpu1 = cpuMs();
  const cpu = { app: cpu1.app - cpu0.app, main: cpu1.main - cpu0.main, service: 0 };
  arrivals = arrivals.concat(await report());
  cpu.service = serviceCpuMs - cpu0.service;
  // A request per device: its last arrival (a retried one arrives twice).
  const lastPerDevice = new Map<string, number>();
  for (const a of arrivals) lastPerDevice.set(a.path, Math.max(lastPerDevice.get(a.path) ?? 0, a.at - t0));
  const all = [...lastPerDevice.values()].sort((a, b) => a - b);
  const tries = arrivals.map((a) => a.at - t0).sort((a, b) => a - b);
  const s = app.push.stats;
  console.log(
    `${name.padEnd(10)} devices ${String(lastPerDevice.size).padStart(6)}/${devices}  requests ${arrivals.length}` +
      `  first ${tries[0]} ms  sent-by-device p50 ${pct(all, 50)} ms  p95 ${pct(all, 95)} ms  p99 ${pct(all, 99)} ms  last ${all.at(-1)} ms` +
      `  (requests p95 ${pct(tries, 95)} ms)  retried ${s.retried - before.retried}  removed ${s.removed - before.removed}` +
      `  failed ${s.failed - before.failed}`,
  );
  console.log(
    `           cpu: app ${Math.round(cpu.app)} ms (main thread ${cpu.main} ms), push service ${Math.round(cpu.service)} ms`,
  );
  console.log(`           ${uptime()}`);
}

console.log(
  `push bench: ${FANS} fans of ${String(team!.name)}, ${config.databaseUrl ? "PostgreSQL" : "PGlite"}; node ${process.version}`,
);
console.log(`before     ${uptime()}`);
await measure(
  "kick-off",
  { gameStatus: "live", homeScore: 0, awayScore: 0, period: 1, clock: "15:00", statusDetail: "Q1 15:00" },
  expected,
);
const alive = expected - Math.ceil(expected / 200);
await measure("touchdown", { homeScore: 7, clock: "9:41", statusDetail: "Q1 9:41" }, alive);
await measure("final", { gameStatus: "final", period: 4, clock: "0:00", statusDetail: "Final", winner: "home" }, alive);
console.log(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);

// The host's floor for one moment: the RFC 8291 encryption every push needs (a new P-256 key pair,
// ECDH, HKDF, AES-GCM), with the encrypt the workers run, once per device on this thread alone.
// Its ECDH part (key pair and shared secret) is what no implementation can skip.
{
  const payload = JSON.stringify({ title: "LAL 98–95 BOS", body: "Q4 2:10 · LeBron James 3-pointer", tag: "game:1" });
  const peer = Buffer.from(keys[0]!.p256dh, "base64url");
  const timeIt = (run: (i: number) => void) => {
    const t = performance.now();
    for (let i = 0; i < expected; i++) run(i);
    return performance.now() - t;
  };
  const whole = timeIt((i) => {
    const k = keys[i % keys.length]!;
    webPush.encrypt(k.p256dh, k.auth, payload, "aes128gcm");
  });
  const ecdh = timeIt(() => {
    const pair = createECDH("prime256v1");
    pair.generateKeys();
    pair.computeSecret(peer);
  });
  console.log(
    `floor      encryption of ${expected} pushes on one thread: ${Math.round(whole)} ms (${Math.round((whole * 1000) / expected)} µs each),` +
      ` of which key pairs and ECDH ${Math.round(ecdh)} ms`,
  );
}

child.send({ type: "close" });
await app.close();
await database.close();
