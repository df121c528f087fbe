// Hot HTTP paths against the framework's ceiling, side by side in one run: live scores, session,
// feed, events, league tables, a team's page and schedule, and a live game's detail (its sheet:
// box score, key events…) with its ratio to the board and the Brotli size of an NFL game's detail.
// Starts the built app (embedded database in a temporary DATA_DIR, or PostgreSQL with
// DATABASE_URL), seeds it through the API (fans, 2,000 posts with likes and comments, events),
// then measures each endpoint with autocannon (50 connections, a signed-in cookie, a browser's
// Accept-Encoding), alternating with a bare Fastify GET /hello in a sibling process, and prints
// one table with req/s, p99 and the ratio to the ceiling measured right before it.
//   npm run build && npm run bench:http
//   DATABASE_URL=postgres://…/scratch npm run bench:http
//   BENCH_HTTP_SECONDS=10 BENCH_HTTP_PORT=3900 npm run bench:http
//   BENCH_HTTP_APP_DIR=../other-build BENCH_HTTP_LABEL=before npm run bench:http   (another build)
//   BENCH_HTTP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" BENCH_HTTP_ONLY=feed,events npm run bench:http
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { SERVER_ENV } from "../scripts/server-process.mjs";

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const POSTS = Number(process.env.BENCH_HTTP_POSTS ?? 2_000);
const EVENTS = Number(process.env.BENCH_HTTP_EVENTS ?? 200);
const FANS = 20;
const appPort = Number(process.env.BENCH_HTTP_PORT ?? 3900);
const helloPort = appPort + 1;
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? "postgres" : "embedded";
const base = `http://127.0.0.1:${appPort}`;
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const appDir = path.resolve(process.env.BENCH_HTTP_APP_DIR ?? ".");
if (!fs.existsSync(path.join(appDir, "dist/server/main.js"))) throw new Error("no build: run npm run build first");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fz-bench-http-"));

const children: ChildProcess[] = [];
function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const nodeArgs = (process.env.BENCH_HTTP_NODE_ARGS ?? "").split(" ").filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, "dist/server/main.js"], {
  // What `npm start` gives the server (malloc settings), then the caller's environment.
  env: {
    ...SERVER_ENV,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Seeding goes through the API: the write limits are per user and far below 2,000 posts.
    RATE_LIMIT_SCALE: "10000",
  },
  cwd: appDir,
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(server);
const hello = fork(path.join(import.meta.dirname, "hello-server.mjs"), [], {
  env: { PORT: String(helloPort) },
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
children.push(hello);

await waitFor(`${base}/api/health`);
await waitFor(`http://127.0.0.1:${helloPort}/hello`);
// Let the start-up work (live board's first poll, JIT) settle before reading the idle footprint.
await new Promise((r) => setTimeout(r, 3_000));
const idleRss = rssMb(server.pid!);

async function api(method: string, url: string, cookie: string | null, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return { res, json: text ? JSON.parse(text) : null };
}

async function register(i: number) {
  const tag = `${process.pid}_${i}`;
  const { res } = await api("POST", "/api/auth/register", null, {
    firstName: "Bench",
    lastName: `Fan ${i}`,
    username: `bench_${tag}`,
    email: `bench_${tag}@example.test`,
    password: "Touchdown!42",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return cookie;
}

/** Runs `tasks` with a few in flight, as fans would post. */
async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

const loadBefore = os.loadavg();
const seedStart = Date.now();
const fans = await Promise.all(Array.from({ length: FANS }, (_, i) => register(i)));
const sports = ["basketball", "soccer", "football", "baseball", "hockey"];
const postIds: number[] = [];
await pool(
  Array.from({ length: POSTS }, (_, i) => i),
  8,
  async (i) => {
    const { json } = await api("POST", "/api/posts", fans[i % FANS]!, {
      content: `Bench post ${i}: what a game tonight, the defence held on until the last whistle.`,
      sport: sports[i % sports.length],
    });
    postIds.push(json.id);
  },
);
// Likes and comments on the newest posts, so the feed's viewer-dependent parts have work to do.
const recent = [...postIds].sort((a, b) => b - a).slice(0, 200);
await pool(recent, 8, async (id) => {
  await api("POST", `/api/posts/${id}/like`, fans[id % FANS]!);
  await api("POST", `/api/posts/${id}/comments`, fans[(id + 1) % FANS]!, { content: "Agreed, great finish!" });
});
await pool(
  Array.from({ length: EVENTS }, (_, i) => i),
  8,
  async (i) => {
    await api("POST", "/api/events", fans[i % FANS]!, {
      title: `Bench watch party ${i}`,
      description: "Big screen, snacks, and the whole crew.",
      sport: sports[i % sports.length],
      location: `Sports bar ${i}`,
      eventDate: new Date(Date.now() + (i + 1) * 3600_000).toISOString(),
      maxAttendees: 50,
      isPublic: true,
    });
  },
);
const seedMs = Date.now() - seedStart;
const viewer = fans[0]!;

interface Row {
  label: string;
  reqs: number;
  p99: number;
  bytes: number;
  ceiling: number;
  ceilingP99: number;
  non2xx: number;
}

async function run(url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    reqs: result.requests.average,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const only = process.env.BENCH_HTTP_ONLY?.split(",");
// A team's page and schedule, and two tables: the NBA, the Premier League. The team is one with
// a game on today's board (watch parties can only be made for those), the Lakers without one.
const catalogue = (await api("GET", "/api/teams", viewer)).json as {
  id: number;
  league: string;
  abbreviation: string;
  sport: string;
}[];
const board = (await api("GET", "/api/live/scores", viewer)).json as {
  id: string;
  league: string;
  sport: string;
  gameStatus: string;
  gameTime: string | null;
  homeTeam: { id: number | null };
}[];
let team = catalogue.find((t) => t.league === "nba" && t.abbreviation === "LAL")!;
let partyGame: (typeof board)[number] | undefined;
for (const g of board) {
  if (g.gameStatus !== "upcoming" || g.homeTeam.id === null) continue;
  const next = (await api("GET", `/api/teams/${g.homeTeam.id}`, viewer)).json.nextGames as { id: string }[];
  if (!next.some((n) => n.id === g.id)) continue;
  team = catalogue.find((t) => t.id === g.homeTeam.id)!;
  partyGame = g;
  break;
}
// Its fans: communities (some private, the viewer in one), watch parties of any visibility with
// RSVPs, the viewer following it; what the page shows and filters per viewer.
const TEAM_COMMUNITIES = 8;
const TEAM_PARTIES = 12;
await api("PUT", `/api/teams/${team.id}/follow`, viewer);
const teamCommunityIds: number[] = [];
for (let i = 0; i < TEAM_COMMUNITIES; i++) {
  const { json } = await api("POST", "/api/communities", fans[i % FANS]!, {
    name: `Bench ${team.abbreviation} supporters ${process.pid} ${i}`,
    sport: team.sport,
    teamId: team.id,
    isPrivate: i % 4 === 0,
  });
  teamCommunityIds.push(json.id);
  for (let j = 1; j <= i; j++) await api("POST", `/api/communities/${json.id}/join`, fans[(i + j) % FANS]!, {});
}
let parties = 0;
if (partyGame) {
  const startsAt = Date.parse(partyGame.gameTime ?? "");
  const at = (i: number) =>
    new Date(Math.max(Date.now() + 3600_000, (startsAt || 0) - 3600_000) + i * 60_000).toISOString();
  for (let i = 0; i < TEAM_PARTIES; i++) {
    const inPrivate = i % 6 === 0;
    const { json } = await api("POST", "/api/events", fans[0]!, {
      title: `Bench ${team.abbreviation} watch party ${i}`,
      description: "Big screen, snacks, and the whole crew.",
      sport: team.sport,
      location: `Sports bar ${i}`,
      eventDate: at(i),
      maxAttendees: 50,
      gameId: partyGame.id,
      communityId: inPrivate ? teamCommunityIds[0] : null,
      isPublic: i % 4 !== 1,
    });
    for (let j = 1; j <= 3 && !inPrivate && i % 4 !== 1; j++)
      await api("POST", `/api/events/${json.id}/rsvp`, fans[(i + j) % FANS]!, { status: "going" });
    parties++;
  }
}
const endpoints = [
  { label: "GET /api/live/scores", url: "/api/live/scores" },
  { label: "GET /api/auth/me", url: "/api/auth/me" },
  { label: "GET /api/posts/feed", url: "/api/posts/feed" },
  { label: "GET /api/events", url: "/api/events" },
  { label: "GET /api/standings/nba", url: "/api/standings/nba" },
  { label: "GET /api/standings/premier-league", url: "/api/standings/premier-league" },
  { label: `GET /api/teams/:id (${team.abbreviation})`, url: `/api/teams/${team.id}` },
  { label: `GET /api/teams/:id/schedule (${team.abbreviation})`, url: `/api/teams/${team.id}/schedule` },
];
// The game centre (issue #35): a live game's detail with its whole sheet, the heaviest sport first.
const liveGame = ["football", "basketball", "baseball", "hockey", "soccer"]
  .map((sport) => board.find((g) => g.gameStatus === "live" && g.sport === sport))
  .find((g) => g !== undefined);
const GAME_LABEL = liveGame ? `GET /api/games/:id (live ${liveGame.league})` : null;
if (liveGame) endpoints.push({ label: GAME_LABEL!, url: `/api/games/${liveGame.id}` });
const selected = endpoints.filter((e) => !only || only.some((o) => e.url.includes(o)));

// Warm both servers (JIT, caches, connection pools) before the first timed run.
for (const e of selected) await api("GET", e.url, viewer);
await autocannon({ url: `http://127.0.0.1:${helloPort}/hello`, connections: CONNECTIONS, duration: 1 });

/** Bytes of a response as sent with `encoding` (fetch would decode it), and the JSON's own size. */
function sentSize(url: string, encoding: string): Promise<{ sent: number; json: number; via: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + url, { headers: { cookie: viewer, "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const via = String(res.headers["content-encoding"] ?? "identity");
          const json = via === "br" ? zlib.brotliDecompressSync(body).length : body.length;
          resolve({ sent: body.length, json, via });
        });
      })
      .on("error", reject);
  });
}
// An NFL game with the most to show: a final (whole box score), else one being played.
const nflGame = ["final", "live", "upcoming"]
  .map((status) => board.find((g) => g.league === "nfl" && g.gameStatus === status))
  .find((g) => g !== undefined);
const nflSize = nflGame ? await sentSize(`/api/games/${nflGame.id}`, "br") : null;

const rows: Row[] = [];
for (const e of selected) {
  const ceiling = await run(`http://127.0.0.1:${helloPort}/hello`, { "accept-encoding": ACCEPT_ENCODING });
  const r = await run(base + e.url, { cookie: viewer, "accept-encoding": ACCEPT_ENCODING });
  rows.push({ label: e.label, ...r, ceiling: ceiling.reqs, ceilingP99: ceiling.p99 });
}
await new Promise((r) => setTimeout(r, 3_000));
const idleRssAfter = rssMb(server.pid!);
const loadAfter = os.loadavg();
stopAll();

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(", ");
const lines = [
  `bench:http on ${engine}${process.env.BENCH_HTTP_APP_DIR ? ` (build in ${path.basename(appDir)})` : ""} (${new Date().toISOString()}, ${os.cpus().length} CPUs, node ${process.version})`,
  `${CONNECTIONS} connections, ${SECONDS} s per run, signed-in cookie, accept-encoding "${ACCEPT_ENCODING}"; ` +
    `seeded ${FANS} fans, ${POSTS} posts, ${EVENTS} events through the API in ${(seedMs / 1000).toFixed(1)} s; ` +
    `the team page's team: ${TEAM_COMMUNITIES} communities, ${parties} watch parties, followed by the viewer`,
  `server RSS: ${idleRss} MB idle after start, ${idleRssAfter} MB idle after the runs`,
  // The machine may be shared: ratios measured side by side hold better than absolute figures.
  `load average (1, 5, 15 min): ${fmtLoad(loadBefore)} before seeding, ${fmtLoad(loadAfter)} after the runs`,
  "",
  "| endpoint | req/s | p99 | bytes/resp | non-2xx | ceiling req/s (p99) | ratio |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.label} | ${fmt(r.reqs)} | ${r.p99} ms | ${fmt(r.bytes)} | ${r.non2xx} | ${fmt(r.ceiling)} (${r.ceilingP99} ms) | ${(r.reqs / r.ceiling).toFixed(3)} |`,
  ),
];
// The game centre beside the board: how much a live game's page costs next to the scores list.
const boardRow = rows.find((r) => r.label === "GET /api/live/scores");
const gameRow = rows.find((r) => r.label === GAME_LABEL);
if (boardRow && gameRow)
  lines.push(
    "",
    `${GAME_LABEL}: ${(gameRow.reqs / boardRow.reqs).toFixed(3)} of the board's req/s (${fmt(gameRow.reqs)} / ${fmt(boardRow.reqs)})`,
  );
if (nflSize)
  lines.push(
    `NFL game detail (${nflGame!.gameStatus}, ${nflGame!.id}): ${fmt(nflSize.json)} B of JSON, ${fmt(nflSize.sent)} B sent (${nflSize.via}, the server's quality); ` +
      `${nflSize.sent <= 30 * 1024 ? "under" : "OVER"} the 30 KB budget`,
  );
const text = lines.join("\n") + "\n";
console.log(text);
fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
const label = process.env.BENCH_HTTP_LABEL ? `-${process.env.BENCH_HTTP_LABEL}` : "";
fs.writeFileSync(path.join(import.meta.dirname, "results", `http-${engine}${label}.md`), text);
await new Promise((r) => setTimeout(r, 500));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
