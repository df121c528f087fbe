// The like storm: LIKERS fans like one post within SECONDS (default 1,000 in 60 s), through the
// real HTTP route, while the author has the app open on two sockets. Prints the notification
// rows the storm left and the socket messages the author received.
//   npm run bench:notifications          (BENCH_LIKERS, BENCH_SECONDS to vary; DATABASE_URL for PostgreSQL)
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import WebSocket from "ws";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config/config";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema/users";
import { createSession, SESSION_COOKIE } from "../src/server/lib/session";

const LIKERS = Number(process.env.BENCH_LIKERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  RATE_LIMIT_SCALE: "10000",
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: undefined });
const app = await buildApp({ config, database, logger: false, rateLimitPrefix: `rl:bench:${randomUUID()}:` });
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
const base = `http://127.0.0.1:${port}`;

const tag = randomUUID().slice(0, 8);
const rows = await app.db
  .insert(users)
  .values(
    Array.from({ length: LIKERS + 1 }, (_, i) => ({
      username: `storm_${tag}_${i}`,
      email: `storm_${tag}_${i}@bench.test`,
      passwordHash: "x",
      firstName: i === 0 ? "Author" : `Fan${i}`,
      lastName: "Bench",
    })),
  )
  .returning({ id: users.id });
const cookies: string[] = [];
for (const r of rows) cookies.push(`${SESSION_COOKIE}=${(await createSession(app.db, r.id, {})).token}`);
const [authorCookie, ...likerCookies] = cookies;
const authorId = rows[0]!.id;

const post = await fetch(`${base}/api/posts`, {
  method: "POST",
  headers: { cookie: authorCookie!, "content-type": "application/json" },
  body: JSON.stringify({ content: "Storm incoming" }),
}).then((r) => r.json() as Promise<{ id: number }>);

// The author has the app open twice (phone and laptop).
const received = [0, 0];
const sockets = await Promise.all(
  [0, 1].map(
    (i) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin: base, cookie: authorCookie! } });
        ws.on("message", (d) => {
          if ((JSON.parse(d.toString()) as { type: string }).type === "notification") received[i]!++;
        });
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      }),
  ),
);

const started = Date.now();
const gap = (SECONDS * 1000) / LIKERS;
let failed = 0;
const inFlight: Promise<void>[] = [];
for (let i = 0; i < LIKERS; i++) {
  const due = started + i * gap;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  inFlight.push(
    fetch(`${base}/api/posts/${post.id}/like`, { method: "PUT", headers: { cookie: likerCookies[i]! } }).then((r) => {
      if (r.status !== 200) failed++;
      void r.text();
    }),
  );
}
await Promise.all(inFlight);
const elapsed = (Date.now() - started) / 1000;
// let the last coalesced message arrive
await new Promise((r) => setTimeout(r, 1500));

const result = (await app.db.execute(
  sql`select count(*)::int as n, max(actor_count)::int as c from notifications where recipient_id = ${authorId}`,
)) as unknown as { rows: { n: number; c: number }[] };
const item = await fetch(`${base}/api/notifications`, { headers: { cookie: authorCookie! } }).then(
  (r) => r.json() as Promise<{ items: { text: string }[] }>,
);
console.log(`engine: ${database.kind}`);
console.log(`likes: ${LIKERS} in ${elapsed.toFixed(1)} s (${failed} failed)`);
console.log(`notification rows for the author: ${result.rows[0]!.n} (actor_count ${result.rows[0]!.c})`);
console.log(`bell text: "${item.items[0]?.text}"`);
console.log(`socket messages: ${received[0]} and ${received[1]} on the author's two sockets`);
console.log(`server: ${JSON.stringify(app.notifications.stats)}`);
for (const s of sockets) s.close();
await app.close();
await database.close();
