// EXPLAIN ANALYZE of every communities/events list and search query at 100,000 communities and
// 100,000 events, on a scratch PostgreSQL database (or PGlite with BENCH_ENGINE=pglite).
// The SQL is what the repositories really send: it is captured through Drizzle's logger.
//   npm run bench:explain        (PG_ADMIN_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Logger } from "drizzle-orm/logger";
import type { Db } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { openPglite, openPostgres, type Database } from "../src/server/db/client";
import * as communities from "../src/server/modules/communities/communities.repository";
import * as events from "../src/server/modules/events/events.repository";
import { adminQuery } from "../src/server/test/scratch-database";

const ROWS = Number(process.env.BENCH_EXPLAIN_ROWS ?? 100_000);
const USERS = 5_000;
const engine = process.env.BENCH_ENGINE === "pglite" ? "pglite" : "postgres";
const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `fanzone_bench_explain_${process.pid}`;

/** Remembers the last statement Drizzle sent, so it can be explained with the same parameters. */
class Capture implements Logger {
  last: { sql: string; params: unknown[] } | null = null;
  logQuery(sql: string, params: unknown[]) {
    this.last = { sql, params };
  }
}
const capture = new Capture();

let database: Database;
let db: Db;
let pool: pg.Pool | undefined;
let lite: PGlite | undefined;
if (engine === "postgres") {
  await adminQuery(admin, `drop database if exists ${dbName}`);
  await adminQuery(admin, `create database ${dbName}`);
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  database = await openPostgres(url.toString(), 2);
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  db = drizzlePg(pool, { logger: capture }) as unknown as Db;
} else {
  lite = await PGlite.create(undefined, { extensions: { citext, pg_trgm } });
  database = await openPglite(undefined);
  // PGlite is one in-process engine: use one client for both the migration and the queries.
  await database.close();
  database = {
    ...(await openPglite(undefined)),
    execScript: async (s) => void (await lite!.exec(s)),
    query: async <T>(s: string, p: unknown[] = []) => (await lite!.query<T>(s, p)).rows,
    withSession: (fn) =>
      fn({
        execScript: async (s) => void (await lite!.exec(s)),
        query: async <T>(s: string, p: unknown[] = []) => (await lite!.query<T>(s, p)).rows,
      }),
  };
  db = drizzlePglite(lite, { logger: capture }) as unknown as Db;
}

const sqlRun = (s: string, p: unknown[] = []) => database.query(s, p);

try {
  const t0 = Date.now();
  await migrate(database);
  // Synthetic data: users, communities across the five sports (10% private) with members,
  // events a year either side of now (20% private, a third in a community) with RSVPs.
  await sqlRun(`insert into users (username, email, password_hash, first_name, last_name)
    select 'bench_' || g, 'bench_' || g || '@example.test', 'x', 'Fan', 'Number ' || g from generate_series(1, ${USERS}) g`);
  await sqlRun(`insert into communities (name, description, sport, is_private, creator_id, member_count, created_at)
    select (array['Lakers','Bruins','Packers','Arsenal','Cardinals','Celtics','Rangers','Eagles'])[1 + g % 8] || ' fans club ' || g,
      'Community number ' || g,
      (array['basketball','hockey','football','soccer','baseball'])[1 + g % 5],
      g % 10 = 0, 1 + g % ${USERS}, 1, now() - (g || ' minutes')::interval
    from generate_series(1, ${ROWS}) g`);
  await sqlRun(
    `insert into community_members (community_id, user_id, status) select id, creator_id, 'member' from communities`,
  );
  await sqlRun(`insert into community_members (community_id, user_id, status)
    select 1 + (u * 37 + k * 1999) % ${ROWS}, u, case when k % 10 = 0 then 'pending' else 'member' end
    from generate_series(1, ${USERS}) u, generate_series(0, 39) k
    on conflict do nothing`);
  await sqlRun(`update communities c set member_count = m.n
    from (select community_id, count(*) n from community_members where status = 'member' group by community_id) m
    where m.community_id = c.id`);
  await sqlRun(`insert into events (title, description, sport, location, event_date, max_attendees, community_id, is_public, creator_id, current_attendees)
    select (array['Finals','Derby','Opening Day','Playoff','Rivalry','Tailgate'])[1 + g % 6] || ' watch party ' || g,
      'Event ' || g, (array['basketball','hockey','football','soccer','baseball'])[1 + g % 5], 'Bar ' || g,
      date_trunc('minute', now()) + ((g - ${ROWS / 2}) * 5 || ' minutes')::interval,
      case when g % 4 = 0 then 50 end, case when g % 3 = 0 then 1 + g % ${ROWS} end, g % 5 <> 0, 1 + g % ${USERS}, 1
    from generate_series(1, ${ROWS}) g`);
  await sqlRun(`insert into event_rsvps (event_id, user_id, status) select id, creator_id, 'going' from events`);
  await sqlRun(`insert into event_rsvps (event_id, user_id, status)
    select 1 + (u * 53 + k * 997) % ${ROWS}, u, 'going' from generate_series(1, ${USERS}) u, generate_series(0, 39) k
    on conflict do nothing`);
  await sqlRun(`update events e set current_attendees = r.n
    from (select event_id, count(*) n from event_rsvps where status = 'going' group by event_id) r where r.event_id = e.id`);
  await sqlRun("analyze");
  const counts = (
    await sqlRun(`select (select count(*) from communities)::int c, (select count(*) from community_members)::int m,
    (select count(*) from events)::int e, (select count(*) from event_rsvps)::int r`)
  )[0] as Record<string, number>;
  console.log(
    `engine ${engine}; ${counts.c} communities, ${counts.m} memberships, ${counts.e} events, ${counts.r} RSVPs; set-up ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
  );

  const viewer = 42;
  const now = new Date();
  // Deep pages at the same depth in proportion whatever BENCH_EXPLAIN_ROWS is (5,000 and 3,000 rows in at 100,000).
  const deep = (share: number) => Math.floor(ROWS * share);
  const mid = (await sqlRun(`select id from communities order by id desc offset ${deep(0.05)} limit 1`))[0] as {
    id: number;
  };
  const busyCommunity = (await sqlRun(`select id from communities order by member_count desc limit 1`))[0] as {
    id: number;
  };
  const someEvent = (
    await sqlRun(
      `select event_date, id from events where event_date > now() order by event_date, id offset ${deep(0.03)} limit 1`,
    )
  )[0] as { event_date: Date; id: number };
  const linked = (
    await sqlRun(
      `select community_id from events where community_id is not null and event_date > now() group by community_id order by count(*) desc limit 1`,
    )
  )[0] as { community_id: number };
  const cases: [string, () => Promise<unknown>][] = [
    ["communities: discover, first page", () => communities.listCommunities(db, { viewerId: viewer, limit: 21 })],
    [
      "communities: discover, deep keyset page",
      () => communities.listCommunities(db, { viewerId: viewer, beforeId: mid.id, limit: 21 }),
    ],
    [
      "communities: name search 'bruins fans club 77'",
      () => communities.listCommunities(db, { viewerId: viewer, search: "bruins fans club 77", limit: 21 }),
    ],
    [
      "communities: name search 'club 4242' + sport",
      () => communities.listCommunities(db, { viewerId: viewer, search: "club 4242", sport: "soccer", limit: 21 }),
    ],
    [
      "communities: sport filter",
      () => communities.listCommunities(db, { viewerId: viewer, sport: "hockey", limit: 21 }),
    ],
    [
      "communities: of a user",
      () => communities.listUserCommunities(db, { userId: viewer, viewerId: viewer, limit: 21 }),
    ],
    [
      "communities: members of the largest",
      () => communities.listMembershipRows(db, { communityId: busyCommunity.id, status: "member", limit: 21 }),
    ],
    [
      "events: upcoming, first page",
      () => events.listEvents(db, { viewerId: viewer, now, when: "upcoming", limit: 21 }),
    ],
    [
      "events: upcoming, deep keyset page",
      () =>
        events.listEvents(db, {
          viewerId: viewer,
          now,
          when: "upcoming",
          after: { d: someEvent.event_date.toISOString(), id: someEvent.id },
          limit: 21,
        }),
    ],
    [
      "events: title search 'derby watch party 12'",
      () =>
        events.listEvents(db, { viewerId: viewer, now, when: "upcoming", search: "derby watch party 12", limit: 21 }),
    ],
    [
      "events: sport filter, upcoming",
      () => events.listEvents(db, { viewerId: viewer, now, when: "upcoming", sport: "soccer", limit: 21 }),
    ],
    ["events: past, latest first", () => events.listEvents(db, { viewerId: viewer, now, when: "past", limit: 21 })],
    [
      "events: of a community",
      () =>
        events.listEvents(db, { viewerId: viewer, now, when: "upcoming", communityId: linked.community_id, limit: 21 }),
    ],
    [
      "events: of a user (created or going)",
      () => events.listUserEvents(db, { userId: viewer, viewerId: viewer, now, when: "all", limit: 21 }),
    ],
    [
      "events: first 3 attendees of a page of 20",
      async () => {
        const page = await events.listEvents(db, { viewerId: viewer, now, when: "upcoming", limit: 20 });
        return events.firstAttendees(
          db,
          page.map((e) => e.id),
          3,
        );
      },
    ],
  ];
  for (const [label, run] of cases) {
    await run();
    const q = capture.last!;
    const plan = (await sqlRun(`explain (analyze, costs off, buffers off) ${q.sql}`, q.params)) as {
      "QUERY PLAN": string;
    }[];
    console.log(`### ${label}`);
    console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
    console.log("");
  }
} finally {
  await pool?.end();
  await database.close();
  await lite?.close();
  if (engine === "postgres") await adminQuery(admin, `drop database if exists ${dbName} with (force)`);
}
