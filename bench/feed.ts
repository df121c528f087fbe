// Feed latency on PostgreSQL at 10,000 and 1,000,000 posts, measured through real HTTP.
// Creates a scratch database, seeds it with generate_series, measures GET /api/posts/feed
// (first page, deep keyset pages, one sport), prints p50/p99, and drops the database.
//   npm run bench:feed            (PG_ADMIN_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_FEED_SCALES=10000 npm run bench:feed   (a quicker run)
import os from "node:os";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config/config";
import { encodeCursor } from "../src/shared/schemas/common";
import { adminQuery } from "../src/server/test/scratch-database";

const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scales = (process.env.BENCH_FEED_SCALES ?? "10000,1000000").split(",").map(Number);
const REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 400);
const AUTHORS = 2_000;
// BENCH_FEED_KEEP=name keeps the scratch database under that name (for EXPLAIN sessions).
const keep = process.env.BENCH_FEED_KEEP;
const dbName = keep ?? `fanzone_bench_feed_${process.pid}`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, urls: () => string, cookie: string, baseUrl: string, concurrency = 1) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const url = urls();
      const t0 = performance.now();
      const res = await fetch(baseUrl + url, { headers: { cookie } });
      const body = await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    }
  };
  for (let i = 0; i < 30; i++) await fetch(baseUrl + urls(), { headers: { cookie } }).then((r) => r.text()); // warm-up
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return { label, n: times.length, p50: pct(times, 50), p99: pct(times, 99) };
}

await adminQuery(admin, `drop database if exists ${dbName}`);
await adminQuery(admin, `create database ${dbName}`);
const url = new URL(admin);
url.pathname = `/${dbName}`;
const config = loadConfig({
  NODE_ENV: "production",
  DATABASE_URL: url.toString(),
  SEED_DEMO_DATA: "false",
  LOG_LEVEL: "silent",
  RATE_LIMIT_SCALE: "1000",
});
const app = await buildApp({ config, logger: false });
try {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const q = (sql: string, params: unknown[] = []) => app.database.query<Record<string, unknown>>(sql, params);

  const reg = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Viewer",
      username: "bench_viewer",
      email: "bench@example.test",
      password: "Touchdown!42",
    }),
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers.getSetCookie()[0]!.split(";")[0]!;
  const viewerId = ((await reg.json()) as { user: { id: number } }).user.id;

  await q(
    `insert into users (username, email, password_hash, first_name, last_name, avatar)
     select 'author_' || g, 'author_' || g || '@example.test', 'x', 'Author', 'Number ' || g, '/api/avatars/author_' || g || '.svg'
       from generate_series(1, ${AUTHORS}) g`,
  );
  const teamIds = (await q("select id from teams order by id limit 200")).map((r) => Number(r.id));
  console.log(
    `PostgreSQL ${(await q("show server_version"))[0]!.server_version}; ${AUTHORS} authors; ${teamIds.length} teams in the catalogue`,
  );
  // Latency is only comparable on a quiet machine: say how busy it was.
  console.log(
    `${os.cpus().length} CPUs; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  let seeded = 0;
  const results: { scale: number; label: string; n: number; p50: number; p99: number }[] = [];
  for (const scale of scales) {
    const t0 = performance.now();
    // Posts one second apart (newest = now), sports round-robin, every 3rd with a team;
    // every 5th post liked by the viewer, every 4th post with two comments.
    await q(
      `insert into posts (user_id, content, sport, team_id, like_count, comment_count, created_at)
       select (select min(id) from users where username like 'author_%') + (g % ${AUTHORS}),
              'Benchmark post number ' || g || ': what a finish in the fourth quarter, the crowd never sat down.',
              (array['basketball','football','soccer','baseball','hockey'])[1 + g % 5],
              case when g % 3 = 0 and $1::int[] <> '{}' then ($1::int[])[1 + g % greatest(array_length($1::int[], 1), 1)] end,
              case when g % 5 = 0 then 1 else 0 end,
              case when g % 4 = 0 then 2 else 0 end,
              now() - make_interval(secs => g)
         from generate_series($2::int + 1, $3::int) g`,
      [teamIds, seeded, scale],
    );
    await q(
      `insert into post_likes (post_id, user_id) select id, $1 from posts where like_count = 1 and id > $2
       on conflict do nothing`,
      [viewerId, seeded],
    );
    await q(
      `insert into post_comments (post_id, user_id, content, created_at)
       select p.id, p.user_id, 'Comment ' || k || ' on post ' || p.id, p.created_at + make_interval(secs => k)
         from posts p cross join generate_series(1, 2) k where p.comment_count = 2 and p.id > $1`,
      [seeded],
    );
    await q("vacuum analyze posts, post_likes, post_comments, users"); // as autovacuum would have by then
    const count = Number((await q("select count(*)::int as n from posts"))[0]!.n);
    seeded = scale;
    console.log(`seeded ${count.toLocaleString("en-US")} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const cursors: string[] = [];
    for (let i = 0; i < 20; i++) {
      const offset = Math.floor((i / 20) * (count - 40));
      const [row] = await q(
        "select created_at::text as t, id from posts order by created_at desc, id desc offset $1 limit 1",
        [offset],
      );
      cursors.push(encodeCursor({ t: row!.t, id: Number(row!.id) }));
    }
    let i = 0;
    const sports = ["basketball", "football", "soccer", "baseball", "hockey"];
    for (const [label, urls, conc] of [
      ["first page", () => "/api/posts/feed?limit=20", 1],
      ["deep page (keyset cursor)", () => `/api/posts/feed?limit=20&cursor=${cursors[i++ % cursors.length]}`, 1],
      ["sport filter, first page", () => `/api/posts/feed?limit=20&sport=${sports[i++ % 5]}`, 1],
      [
        "sport filter, deep page",
        () => `/api/posts/feed?limit=20&sport=${sports[i % 5]}&cursor=${cursors[i++ % cursors.length]}`,
        1,
      ],
      ["first page, 8 concurrent clients", () => "/api/posts/feed?limit=20", 8],
    ] as const) {
      const r = await measure(label, urls, cookie, baseUrl, conc);
      results.push({ scale: count, ...r });
      console.log(
        `  ${count.toLocaleString("en-US").padStart(9)} posts  ${label.padEnd(34)} n=${r.n}  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  console.log(
    "\nGET /api/posts/feed (20 posts with author, team, isLiked and up to 10 comments each), PostgreSQL, real HTTP:",
  );
  console.log("| posts | request | p50 ms | p99 ms |\n|---:|---|---:|---:|");
  for (const r of results)
    console.log(`| ${r.scale.toLocaleString("en-US")} | ${r.label} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`);
} finally {
  await app.close();
  if (!keep) await adminQuery(admin, `drop database if exists ${dbName} with (force)`);
}
