// Database queries per request, by route, read from the app's own metrics
// (fanzone_db_query_duration_seconds_count) around a batch of identical requests.
//   DATABASE_URL=postgres://…/scratch npm run bench:queries
import { startTestApp } from "../src/server/test/test-app";

if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL to a scratch PostgreSQL database");
const N = 50;
const t = await startTestApp({ RATE_LIMIT_SCALE: "1000" });
const c = t.client();
await c.registerFresh();
const queries = async () => {
  const text = await (await fetch(`${t.baseUrl}/metrics`)).text();
  return [...text.matchAll(/^fanzone_db_query_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
    (s, m) => s + Number(m[1]),
    0,
  );
};
const post = await c.post("/api/posts", { content: "Queries per request" });
const event = await c.post("/api/events", {
  title: "Queries per request",
  sport: "soccer",
  location: "Here",
  eventDate: new Date(Date.now() + 86_400_000).toISOString(),
  maxAttendees: 100,
});
const routes: [string, () => Promise<unknown>][] = [
  ["GET /api/live/scores", () => c.get("/api/live/scores")],
  ["GET /api/auth/me", () => c.get("/api/auth/me")],
  ["GET /api/posts/feed", () => c.get("/api/posts/feed?limit=20")],
  ["GET /api/events", () => c.get("/api/events")],
  ["POST /api/posts", () => c.post("/api/posts", { content: "Another one from the stands" })],
  ["PUT /api/posts/:id/like", () => c.request("PUT", `/api/posts/${post.json.id}/like`)],
  ["POST /api/events/:id/rsvp", () => c.post(`/api/events/${event.json.id}/rsvp`, { status: "going" })],
];
console.log(`queries per request (mean of ${N}, signed in, session cache warm), PostgreSQL`);
for (const [name, call] of routes) {
  await call(); // warm caches
  const before = await queries();
  for (let i = 0; i < N; i++) await call();
  const after = await queries();
  console.log(`  ${name.padEnd(28)} ${((after - before) / N).toFixed(1)}`);
}
await t.close();
