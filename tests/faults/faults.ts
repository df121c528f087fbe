// `npm run test:faults`: the cluster topology (HAProxy, 3 instances, PgBouncer, its own
// PostgreSQL and Redis, S3-compatible media, an SMTP server) under a steady mixed load and 200
// sockets, through six faults. Loopback only; it starts and stops everything itself. Prints each figure, and
// exits non-zero when a promise is broken.
import fs from "node:fs";
import pg from "pg";
import { Cluster, defaultPorts, missingPackages, until } from "../../scripts/cluster/topology";
import { Http, Load, LiveSocket, registerFan, type Fan } from "./load";

const INSTANCES = 3;
const SOCKETS = 200;
const FANS = 20; // 10 sockets each (a user may hold 20)
const LEASE_MS = 5_000;
const REDIS_OUTAGE_MS = 30_000;
const SMTP_OUTAGE_MS = 30_000;

const missing = missingPackages();
if (missing.length) {
  console.error(`Missing Debian packages: apt-get install -y ${missing.join(" ")}`);
  process.exit(1);
}
if (!fs.existsSync("dist/server/main.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);
const failures: string[] = [];
function check(ok: boolean, what: string) {
  console.log(`    ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const cluster = new Cluster({
  instances: INSTANCES,
  ports: defaultPorts(INSTANCES),
  appEnv: {
    // Every load fan registers from this one address: multiply the per-IP limits.
    RATE_LIMIT_SCALE: "1000",
    SIM_TIME_SCALE: "60",
    SIM_SEED: "faults",
    LEADER_LEASE_MS: String(LEASE_MS),
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "warn",
  },
  log: (l) => say(l),
});
const stopAll = async () => {
  await cluster.stop();
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

async function metricsOf(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(2000) });
  return res.text();
}
async function leaders(): Promise<number[]> {
  const out: number[] = [];
  for (const a of cluster.apps) {
    if (!a.child) continue;
    const text = await metricsOf(a.port).catch(() => "");
    if (/^fanzone_live_leader 1$/m.test(text)) out.push(a.index);
  }
  return out;
}
const serverName = (index: number) => `app${index + 1}`;

async function verifyAcked(load: Load, label: string) {
  const db = new pg.Client({ connectionString: cluster.directDatabaseUrl });
  await db.connect();
  try {
    const posts = [...load.acked.posts];
    const found = await db.query<{ n: number }>("select count(*)::int as n from posts where id = any($1)", [posts]);
    const likes = [...load.acked.likes.values()];
    const likeRows = await db.query<{ n: number }>(
      "select count(*)::int as n from post_likes l join unnest($1::int[], $2::int[]) as a(p, u) on l.post_id = a.p and l.user_id = a.u",
      [likes.map((l) => l.postId), likes.map((l) => l.userId)],
    );
    const rsvps = [...load.acked.rsvps.values()];
    const rsvpRows = await db.query<{ event_id: number; user_id: number; status: string }>(
      "select event_id, user_id, status from event_rsvps where event_id = any($1)",
      [[...new Set(rsvps.map((r) => r.eventId))]],
    );
    const stored = new Map(rsvpRows.rows.map((r) => [`${r.event_id}:${r.user_id}`, r.status]));
    const rsvpOk = rsvps.filter((r) => {
      const s = stored.get(`${r.eventId}:${r.userId}`);
      return s !== undefined && (s === r.status || r.unknownAfter);
    }).length;
    const ok = found.rows[0]!.n === posts.length && likeRows.rows[0]!.n === likes.length && rsvpOk === rsvps.length;
    check(
      ok,
      `${label}: every acknowledged write is in the database (posts ${found.rows[0]!.n}/${posts.length}, likes ${likeRows.rows[0]!.n}/${likes.length}, RSVPs ${rsvpOk}/${rsvps.length})`,
    );
  } finally {
    await db.end();
  }
}

function summarise(load: Load, from: number, to: number) {
  const rs = load.between(from, to);
  const failed = rs.filter((r) => !r.ok);
  const byStatus = new Map<number, number>();
  for (const r of failed) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const statuses = [...byStatus].map(([s, n]) => `${s || "no answer"}×${n}`).join(", ") || "none";
  return { rs, failed, statuses, rate: rs.length / ((to - from) / 1000) };
}

try {
  say(`starting the topology (${INSTANCES} instances)`);
  await cluster.start();
  const http = new Http(cluster.url);

  // Fans, events to RSVP to, a few posts to like; then the load and the sockets.
  const tag = Date.now().toString(36);
  const fans: Fan[] = [];
  for (let i = 0; i < FANS; i++) fans.push(await registerFan(http, `${tag}_${i}`));
  const eventIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await http.call("POST", "/api/events", fans[0]!, {
      title: `Derby watch party ${i}`,
      sport: "soccer",
      location: "The Corner Pub",
      eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      maxAttendees: 1000,
    });
    if (res.status !== 201) throw new Error(`event create failed: ${res.status} ${JSON.stringify(res.json)}`);
    eventIds.push(res.json!.id as number);
  }
  const load = new Load(http, fans, eventIds);
  load.start();
  const sockets = Array.from({ length: SOCKETS }, (_, i) => new LiveSocket(cluster.url, fans[i % FANS]!));
  for (const s of sockets) s.connect();
  await until("200 sockets open", () => sockets.every((s) => s.open), 30_000);
  await until("every socket to receive a score update", () => sockets.every((s) => s.updates > 0), 30_000);
  const spread = new Map<string, number>();
  for (const s of sockets) spread.set(s.server, (spread.get(s.server) ?? 0) + 1);
  say(`load running; sockets per instance: ${[...spread].map(([k, v]) => `${k}=${v}`).join(" ")}`);
  await sleep(3000);
  const warm = summarise(load, t0, Date.now());
  say(`steady state: ${warm.rs.length} requests so far, ${warm.failed.length} failed`);

  // 1. kill -9 one instance (not the leader: scenario 5 is about the leader).
  {
    const lead = await leaders();
    const victim = cluster.apps.find((a) => !lead.includes(a.index))!.index;
    const name = serverName(victim);
    say(`1. kill -9 ${name}`);
    const onVictim = sockets.filter((s) => s.server === name);
    const from = Date.now();
    await cluster.signalApp(victim, "SIGKILL");
    await until("sockets of the killed instance back", () => onVictim.every((s) => s.open), 15_000).catch(
      () => undefined,
    );
    await until("them to receive updates", () => onVictim.every((s) => s.gaps.at(-1)?.firstUpdateAt), 15_000).catch(
      () => undefined,
    );
    await sleep(2000);
    const to = Date.now();
    const sum = summarise(load, from, to);
    const gaps = onVictim.map((s) => s.gaps.at(-1)).filter((g) => g && g.closedAt >= from);
    const back = gaps.map((g) => g!.reopenedAt - from);
    const firstUpdate = gaps.filter((g) => g!.firstUpdateAt).map((g) => g!.firstUpdateAt - from);
    say(
      `   ${sum.rs.length} requests in ${((to - from) / 1000).toFixed(1)} s, failed ${sum.failed.length} (${sum.statuses}); ` +
        `${onVictim.length} sockets moved, back on another instance after max ${pct(back, 100)} ms (p50 ${pct(back, 50)} ms), ` +
        `first update after max ${pct(firstUpdate, 100)} ms`,
    );
    check(
      gaps.length === onVictim.length && onVictim.every((s) => s.open && s.server !== name),
      "sockets moved to another instance",
    );
    check(pct(back, 100) <= 5000, "sockets back within 5 s");
    check(firstUpdate.length === onVictim.length, "every moved socket receives updates again");
    check(
      sum.failed.length <= 25 && sum.failed.every((r) => r.start < from + 3000),
      "failed requests bounded (≤ 25, all in the first 3 s)",
    );
    await verifyAcked(load, "after kill -9");
    await cluster.startApp(victim);
    await until("HAProxy to see it", async () => (await cluster.serverStates())[victim] === "UP", 15_000);
  }

  // 2. Rolling restart with SIGTERM: zero failed requests.
  {
    say("2. rolling restart of every instance (SIGTERM, wait until ready again)");
    const from = Date.now();
    for (const a of cluster.apps) {
      const t = Date.now();
      await cluster.signalApp(a.index, "SIGTERM");
      const stopped = Date.now() - t;
      await cluster.startApp(a.index);
      await until("HAProxy to see it", async () => (await cluster.serverStates())[a.index] === "UP", 15_000);
      say(
        `   ${serverName(a.index)}: drained and exited in ${stopped} ms, back in rotation after ${Date.now() - t} ms`,
      );
    }
    await sleep(1000);
    const to = Date.now();
    const sum = summarise(load, from, to);
    const moved = sockets.flatMap((s) => s.gaps.filter((g) => g.closedAt >= from));
    const codes = new Set(moved.map((g) => g.code));
    say(
      `   ${sum.rs.length} requests in ${((to - from) / 1000).toFixed(1)} s (${sum.rate.toFixed(0)}/s), failed ${sum.failed.length} (${sum.statuses}); ` +
        `${moved.length} socket reconnections (close codes ${[...codes].join(",")}), max gap ${pct(
          moved.map((g) => g.reopenedAt - g.closedAt),
          100,
        )} ms`,
    );
    check(sum.failed.length === 0, "zero failed requests during the rolling restart");
    check(codes.size === 0 || (codes.size === 1 && codes.has(1012)), "sockets closed with 1012");
    await verifyAcked(load, "after the rolling restart");
  }

  // 3. PostgreSQL restarted.
  {
    say("3. PostgreSQL stopped (fast shutdown), 5 s down, started again");
    const from = Date.now();
    await cluster.stopPostgresServer();
    const down = Date.now();
    await sleep(5000);
    await cluster.startPostgresServer();
    const up = Date.now();
    const probe = fans[0]!;
    let recovered = 0;
    await until(
      "a write through the balancer to succeed",
      async () => {
        const res = await http.call("POST", "/api/posts", probe, { content: "Back after the database restart" });
        if (res.status === 201) recovered = Date.now();
        return res.status === 201;
      },
      30_000,
      200,
    ).catch(() => undefined);
    await until(
      "every instance ready",
      async () => (await cluster.serverStates()).every((s) => s === "UP"),
      20_000,
    ).catch(() => undefined);
    const allReady = Date.now();
    const during = load.between(down, up);
    const failed = during.filter((r) => !r.ok);
    const slowest = Math.max(0, ...failed.map((r) => r.end - r.start));
    const non503 = failed.filter((r) => r.status !== 503);
    say(
      `   down ${up - down} ms: ${during.length} requests, ${failed.length} failed (${summarise(load, down, up).statuses}), ` +
        `slowest failure answered in ${slowest} ms, ${during.length - failed.length} still served (scores, cached sessions); ` +
        `writes succeed again ${recovered ? recovered - up : "never"} ms after PostgreSQL is back, every instance ready after ${allReady - up} ms`,
    );
    check(slowest <= 2000, "failures answered within 2 s (nothing hangs)");
    check(non503.length === 0, "failures are 503");
    check(recovered > 0 && recovered - up <= 10_000, "recovered by itself within 10 s");
    void from;
    await sleep(1000);
    await verifyAcked(load, "after the PostgreSQL restart");
  }

  // 4. Redis stopped for 30 s.
  {
    say(`4. Redis stopped for ${REDIS_OUTAGE_MS / 1000} s`);
    const before = new Map(cluster.apps.map((a) => [serverName(a.index), 0]));
    const snapshot = () => {
      const m = new Map<string, number>();
      for (const s of sockets) for (const [k, v] of s.updatesByServer) m.set(k, (m.get(k) ?? 0) + v);
      return m;
    };
    for (const [k, v] of snapshot()) before.set(k, v);
    // Each instance's own board, read directly: it must move while Redis is away.
    const boards = async () =>
      Promise.all(
        cluster.apps.map(async (a) => {
          const res = await fetch(`http://127.0.0.1:${a.port}/api/live/scores`, {
            headers: { cookie: fans[0]!.cookie },
            signal: AbortSignal.timeout(3000),
          }).catch(() => null);
          return res?.ok ? await res.text() : "";
        }),
      );
    const held = new Map<string, number>();
    for (const s of sockets) if (s.open) held.set(s.server, (held.get(s.server) ?? 0) + 1);
    await cluster.stopRedis();
    const down = Date.now();
    await sleep(2000);
    const early = await boards();
    await sleep(REDIS_OUTAGE_MS - 2000);
    const late = await boards();
    const duringOutage = snapshot();
    const localLeaders = await leaders();
    await cluster.startRedis();
    const up = Date.now();
    await until("exactly one leader again", async () => (await leaders()).length === 1, 20_000).catch(() => undefined);
    const oneLeader = Date.now();
    await until(
      "every instance ready",
      async () => (await cluster.serverStates()).every((s) => s === "UP"),
      20_000,
    ).catch(() => undefined);
    const allReady = Date.now();
    const sum = summarise(load, down, up);
    const perInstance = cluster.apps.map((a) => {
      const k = serverName(a.index);
      return [k, (duringOutage.get(k) ?? 0) - (before.get(k) ?? 0)] as const;
    });
    const boardsMoved = cluster.apps.map((a, i) => !!early[i] && !!late[i] && early[i] !== late[i]);
    say(
      `   during the outage: ${sum.rs.length} requests (${sum.rate.toFixed(0)}/s), failed ${sum.failed.length} (${sum.statuses}); ` +
        `score updates received by the sockets of each instance ${perInstance.map(([k, v]) => `${k}=${v} (${held.get(k) ?? 0} sockets)`).join(" ")}; ` +
        `each instance's own board moved: ${boardsMoved.map((m, i) => `${serverName(i)}=${m ? "yes" : "no"}`).join(" ")}; ` +
        `${localLeaders.length} instances leading locally; after Redis returned: one leader after ${oneLeader - up} ms, all ready after ${allReady - up} ms`,
    );
    check(sum.failed.length === 0, "the app keeps serving (no failed request)");
    check(
      boardsMoved.every(Boolean) && perInstance.every(([k, v]) => v > 0 || !held.get(k)),
      "scores keep flowing on each instance (its own board moves; its sockets receive updates)",
    );
    check(oneLeader - up <= 10_000, "a single leader again once Redis is back");
    await verifyAcked(load, "after the Redis outage");
  }

  // 5. The leader killed.
  {
    const lead = await leaders();
    const victim = lead[0]!;
    say(`5. kill -9 the leader (${serverName(victim)})`);
    const from = Date.now();
    await cluster.signalApp(victim, "SIGKILL");
    let next: number[] = [];
    await until("another leader", async () => (next = await leaders()).length === 1, LEASE_MS * 3, 100).catch(
      () => undefined,
    );
    const takeover = Date.now() - from;
    const survivors = sockets.filter((s) => s.server !== serverName(victim));
    const mark = Date.now();
    await until(
      "updates on the surviving instances",
      () => survivors.every((s) => s.lastUpdateAt > mark),
      15_000,
    ).catch(() => undefined);
    const flowing = Date.now() - mark;
    say(
      `   ${next.length === 1 ? serverName(next[0]!) : "no instance"} leads ${takeover} ms after the kill (lease ${LEASE_MS} ms; followers retry when it runs out); ` +
        `every socket on the survivors had a new update ${flowing} ms later`,
    );
    check(
      next.length === 1 && next[0] !== victim && takeover <= LEASE_MS + 500,
      "another instance leads within the lease (+0.5 s to observe it through /metrics)",
    );
    check(
      survivors.every((s) => s.lastUpdateAt > mark),
      "scores keep flowing",
    );
    await cluster.startApp(victim);
  }

  // 6. The SMTP server down while fans ask for reset links: the outbox keeps each mail and
  // delivers it once, after the server is back, whichever instance stored or sends it.
  {
    const mail = cluster.mail!;
    const resetMails = (fan: Fan) =>
      mail.messages.filter((m) => m.to.includes(fan.email) && m.text.includes("/reset-password?token="));
    const mailMetric = async (outcome: string) => {
      let sum = 0;
      for (const a of cluster.apps) {
        const text = await metricsOf(a.port).catch(() => "");
        const m = new RegExp(`^fanzone_mails_total\\{kind="password_reset",outcome="${outcome}"\\} (\\d+)`, "m").exec(
          text,
        );
        sum += m ? Number(m[1]) : 0;
      }
      return sum;
    };
    say(`6. the SMTP server down for ${SMTP_OUTAGE_MS / 1000} s while ${fans.length} fans ask for a reset link`);
    await mail.stop();
    const down = Date.now();
    for (const fan of fans) {
      const res = await http.call("POST", "/api/auth/forgot-password", null, { email: fan.email });
      if (res.status !== 200) failures.push(`forgot-password answered ${res.status}`);
    }
    await sleep(Math.max(0, SMTP_OUTAGE_MS - (Date.now() - down)));
    const retriedDuring = await mailMetric("retried");
    const arrivedDuring = fans.reduce((n, f) => n + resetMails(f).length, 0);
    await mail.start();
    const up = Date.now();
    await until("every reset mail", () => fans.every((f) => resetMails(f).length >= 1), 120_000, 200).catch(
      () => undefined,
    );
    const allIn = Date.now();
    await sleep(5_000); // a duplicate would come now, with the next retries
    const counts = fans.map((f) => resetMails(f).length);
    say(
      `   ${arrivedDuring} mails arrived during the outage; ${retriedDuring} delivery attempts failed and were rescheduled; ` +
        `after the server came back, all ${counts.filter((n) => n >= 1).length}/${fans.length} arrived within ${allIn - up} ms; ` +
        `mails per fan: ${[...new Set(counts)].join(", ")}; sent ${await mailMetric("sent")}, failed ${await mailMetric("failed")}`,
    );
    check(arrivedDuring === 0 && retriedDuring > 0, "no mail while the server is down; each failure rescheduled");
    check(
      counts.every((n) => n === 1),
      "every reset mail arrives once after the server is back",
    );
  }

  await load.stop();
  for (const s of sockets) s.stop();
  await verifyAcked(load, "at the end");
  const all = load.records;
  const lat = all.filter((r) => r.ok).map((r) => r.end - r.start);
  say(
    `total: ${all.length} requests (${all.filter((r) => !r.ok).length} failed), latency of successes p50 ${pct(lat, 50)} ms p99 ${pct(lat, 99)} ms; ` +
      `acknowledged writes: ${load.acked.posts.size} posts, ${load.acked.likes.size} likes, ${load.acked.rsvps.size} RSVPs`,
  );
} catch (err) {
  failures.push(`error: ${(err as Error).stack ?? err}`);
  console.error(err);
} finally {
  await stopAll();
  if (failures.length) console.log(`logs kept in ${cluster.dir}`);
  else cluster.clean();
}
say(failures.length ? `FAILED: ${failures.length} check(s)` : "all fault scenarios passed");
process.exit(failures.length ? 1 : 0);
