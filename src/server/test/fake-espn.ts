import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * A local stand-in for ESPN's public site API, serving the recorded payloads of
 * tests/fixtures/espn (scoreboards, news) and tests/fixtures/espn-more (game summaries, rosters,
 * team schedules)
 * and ESPN's 2026 rules: 403 to a missing, bare or browser-like User-Agent,
 * 400 to a `dates=A-B` range, and a `limit` of 600 or more silently cut short. A test switches it
 * to a failure (403, 400, 500, an answer that never comes, a truncated body, a non-scoreboard
 * body) and reads every request it saw.
 */
export const ESPN_FIXTURES = fileURLToPath(new URL("../../../tests/fixtures/espn", import.meta.url));
export const ESPN_MORE_FIXTURES = fileURLToPath(new URL("../../../tests/fixtures/espn-more", import.meta.url));

/** The fixture each ESPN path serves; other leagues answer an empty slate, as ESPN does off-season. */
export const FAKE_ESPN_FIXTURES: Record<string, string> = {
  "basketball/nba/scoreboard": "nba-scoreboard.json",
  "football/nfl/scoreboard": "nfl-scoreboard-live.json",
  "baseball/mlb/scoreboard": "mlb-scoreboard-live.json",
  "hockey/nhl/scoreboard": "nhl-scoreboard.json",
  "soccer/usa.1/scoreboard": "mls-scoreboard.json",
  "soccer/eng.1/scoreboard": "premier-league-scoreboard.json",
  "soccer/fifa.world/scoreboard": "fifa-world-cup-scoreboard.json",
  "football/college-football/scoreboard": "ncaaf-scoreboard.json",
  "football/nfl/news": "nfl-news.json",
  "basketball/nba/news": "nba-news.json",
  "baseball/mlb/news": "mlb-news.json",
  "soccer/eng.1/news": "premier-league-news.json",
};

/**
 * Game summaries (`…/summary?event=ID`, keyed with their event), team rosters and team schedules
 * (`?fixture=true` answers the same), from tests/fixtures/espn-more; an event or a roster not
 * listed answers 404 as ESPN does, a schedule not listed an empty one.
 */
export const FAKE_ESPN_MORE_FIXTURES: Record<string, string> = {
  "basketball/nba/summary?event=401772994": "nba-summary-401772994.json",
  "football/nfl/summary?event=401547417": "nfl-summary-401547417.json",
  "hockey/nhl/summary?event=401774292": "nhl-summary-401774292.json",
  "hockey/nhl/summary?event=401803501": "nhl-summary-401803501-pregame.json",
  "baseball/mlb/summary?event=401472463": "mlb-summary-401472463.json",
  "soccer/fifa.world/summary?event=760415": "fifa-world-summary-760415.json",
  "basketball/nba/teams/13/roster": "nba-roster-13.json",
  "football/nfl/teams/12/roster": "nfl-roster-12.json",
  "hockey/nhl/teams/5/roster": "nhl-roster-5.json",
  "basketball/nba/teams/13/schedule": "nba-team-13-schedule.json",
  "football/nfl/teams/12/schedule": "nfl-team-12-schedule.json",
  "hockey/nhl/teams/5/schedule": "nhl-team-5-schedule.json",
  "soccer/eng.1/teams/349/schedule": "eng1-team-349-schedule.json",
  "soccer/usa.1/teams/183/schedule": "usa1-team-183-schedule.json",
};

export type FakeEspnMode =
  | "ok"
  /** The answer's status code, with an HTML error page as ESPN's edge sends. */
  | 400
  | 403
  | 429
  | 500
  | 503
  /** Headers never come until the test ends (the client's timeout decides). */
  | "hang"
  /** 200, a Content-Length of the whole payload, half of it, then the connection closes. */
  | "truncated"
  /** 200 with a complete body that is JSON but no scoreboard. */
  | "not-a-scoreboard";

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
}

/** Agents ESPN refuses since August 2026: none, bare library defaults, or a browser's. */
export function refusedUserAgent(ua: string | undefined): boolean {
  if (!ua || !ua.trim()) return true;
  if (/^Mozilla\//i.test(ua)) return true;
  if (/^(node|undici|node-fetch|axios|curl|wget|python-requests|python-urllib|go-http-client|okhttp|java)\b/i.test(ua))
    return true;
  // An identifying agent names a product and a way to reach its owner: "Name/1.2 (+https://…)".
  return !/^[A-Za-z][\w.-]*\/\S+ \(\+\S+\)/.test(ua);
}

const API = "/apis/site/v2/sports/";

export async function startFakeEspn(opts: { prefix?: string } = {}) {
  const prefix = opts.prefix ?? "";
  const seen: SeenRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  let mode: FakeEspnMode = "ok";
  const cache = new Map<string, Buffer>();
  const payload = (file: string, dir = ESPN_FIXTURES) => {
    let body = cache.get(file);
    if (!body) cache.set(file, (body = fs.readFileSync(path.join(dir, file))));
    return body;
  };
  /** What a test set in place of the recorded payloads: a body per resource (with `?event=` for summaries). */
  const overrides = new Map<string, Buffer>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-espn");
    const ua = req.headers["user-agent"];
    seen.push({ path: url.pathname, query: url.searchParams, userAgent: ua });
    const send = (status: number, body: string | Buffer, type = "application/json") =>
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) }).end(body);

    if (!url.pathname.startsWith(`${prefix}${API}`)) return send(404, '{"code":404}');
    const resource = url.pathname.slice(`${prefix}${API}`.length);
    if (refusedUserAgent(ua)) return send(403, "<html><body>403 Forbidden</body></html>", "text/html");
    const dates = url.searchParams.get("dates");
    if (dates && dates.includes("-")) return send(400, '{"code":400,"message":"Invalid dates"}');

    if (typeof mode === "number") return send(mode, `<html><body>${mode}</body></html>`, "text/html");
    if (mode === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (mode === "not-a-scoreboard") return send(200, '{"message":"Service Unavailable"}');

    const event = url.searchParams.get("event");
    const key = resource.endsWith("/summary") ? `${resource}?event=${event ?? ""}` : resource;
    const more = FAKE_ESPN_MORE_FIXTURES[key];
    const file = FAKE_ESPN_FIXTURES[resource];
    if (!overrides.has(key) && !more && (resource.endsWith("/summary") || resource.endsWith("/roster")))
      return send(404, '{"code":404,"message":"Not Found"}');
    let body =
      overrides.get(key) ??
      (more ? payload(more, ESPN_MORE_FIXTURES) : undefined) ??
      (file ? payload(file) : Buffer.from(resource.endsWith("/news") ? '{"articles":[]}' : '{"events":[]}'));
    const limit = Number(url.searchParams.get("limit"));
    if (limit >= 600 && resource.endsWith("/scoreboard")) {
      // ESPN cuts such answers short without saying so (here: to the first half of the events).
      const json = JSON.parse(body.toString("utf8")) as { events?: unknown[] };
      body = Buffer.from(
        JSON.stringify({ ...json, events: (json.events ?? []).slice(0, Math.ceil((json.events?.length ?? 0) / 2)) }),
      );
    }
    if (mode === "truncated") {
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
      return;
    }
    send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What ESPN_BASE_URL points at. */
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    seen,
    setMode(next: FakeEspnMode) {
      mode = next;
    },
    /** Serves `body` (JSON) for a resource ("basketball/nba/scoreboard", "…/summary?event=ID"); null restores the recording. */
    override(resource: string, body: unknown) {
      if (body === null) overrides.delete(resource);
      else overrides.set(resource, Buffer.from(JSON.stringify(body)));
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeEspn = Awaited<ReturnType<typeof startFakeEspn>>;
