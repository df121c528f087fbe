// CPU per link-preview card: boots the app (embedded database, no demo data), asks for N distinct
// team cards over HTTP (none cached yet, so each one is rendered), then the same cards again
// (cache hits), one request at a time, and prints the process's CPU time (user + system, every
// thread: sharp renders on libuv's pool) per request: min / median / max, and the PNG sizes.
//   npm run bench:previews              (BENCH_CARDS to vary, default 60)
import { randomUUID } from "node:crypto";
import os from "node:os";
import { buildApp } from "../src/server/app";
import { CATALOGUE } from "../src/server/catalogue/teams";
import { loadConfig } from "../src/server/config/config";
import { openDatabase } from "../src/server/db/client";

const CARDS = Math.min(Number(process.env.BENCH_CARDS ?? 60), CATALOGUE.length);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SEED_DEMO_DATA: "false",
  // One client asks for every card: the bench measures rendering, not the limits.
  RATE_LIMIT_SCALE: "10000",
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: undefined });
const app = await buildApp({ config, database, logger: false, rateLimitPrefix: `rl:bench:${randomUUID()}:` });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// Spread over the leagues: long and short names, one badge each.
const step = Math.max(1, Math.floor(CATALOGUE.length / CARDS));
const ids = Array.from({ length: CARDS }, (_, i) => CATALOGUE[(i * step) % CATALOGUE.length]!.id);

async function fetchCard(id: number) {
  const before = process.cpuUsage();
  const res = await fetch(`${base}/api/previews/teams/${id}/card.png?v=1`);
  const body = Buffer.from(await res.arrayBuffer());
  const used = process.cpuUsage(before);
  if (res.status !== 200) throw new Error(`team ${id}: ${res.status} ${body.toString()}`);
  return { cpuMs: (used.user + used.system) / 1000, bytes: body.length };
}

// Warm-up: the first render loads sharp's fonts; a team outside the measured set.
const spare = CATALOGUE.find((t) => !ids.includes(t.id));
if (spare) await fetchCard(spare.id);

const renders: number[] = [];
const sizes: number[] = [];
for (const id of ids) {
  const r = await fetchCard(id);
  renders.push(r.cpuMs);
  sizes.push(r.bytes);
}
const hits: number[] = [];
for (const id of ids) hits.push((await fetchCard(id)).cpuMs);

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => {
  const s = sorted(xs);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const row = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length} | ${Math.min(...xs).toFixed(1)} | ${median(xs).toFixed(1)} | ${Math.max(...xs).toFixed(1)} |`;

console.log(`cpu: ${os.cpus()[0]?.model ?? "unknown"} x${os.cpus().length}, node ${process.version}`);
console.log(`| CPU ms per request | n | min | median | max |`);
console.log(`| --- | ---: | ---: | ---: | ---: |`);
console.log(row("render (cache miss)", renders));
console.log(row("cache hit", hits));
console.log(
  `PNG bytes: min ${Math.min(...sizes)}, median ${median(sizes)}, max ${Math.max(...sizes)}; ` +
    `all ${CATALOGUE.length} team cards at the median: ${((median(sizes) * CATALOGUE.length) / 1e6).toFixed(1)} MB`,
);
await app.close();
await database.close();
