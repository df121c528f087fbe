// Steady mixed load through the load balancer, recorded request by request: writes (posts,
// likes, RSVPs), reads (feed, scores) and long-lived WebSockets that reconnect like the web
// client does (backoff with jitter, resubscribe). The fault scenarios read these records.
import WebSocket from "ws";

export interface RequestRecord {
  op: "post" | "like" | "rsvp" | "feed" | "scores";
  start: number;
  end: number;
  status: number; // 0 = no HTTP answer (connection error or timeout)
  ok: boolean;
}

export interface Fan {
  id: number;
  email: string;
  cookie: string;
}

/** Writes the server acknowledged (2xx): each must be in the database afterwards. */
export interface Acked {
  posts: Set<number>;
  likes: Map<string, { postId: number; userId: number }>;
  /** Last acknowledged status per (event, user), and whether a later attempt's outcome is unknown. */
  rsvps: Map<string, { eventId: number; userId: number; status: string; unknownAfter: boolean }>;
}

const REQUEST_TIMEOUT_MS = 10_000;

export class Http {
  constructor(readonly baseUrl: string) {}
  async call(method: string, path: string, fan: Fan | null, body?: unknown) {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (fan) headers.cookie = fan.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, json: json as Record<string, unknown> | null, headers: res.headers };
    } catch {
      return { status: 0, json: null, headers: new Headers() };
    }
  }
}

export async function registerFan(http: Http, tag: string): Promise<Fan> {
  const res = await http.call("POST", "/api/auth/register", null, {
    firstName: "Load",
    lastName: "Fan",
    username: `load_${tag}`,
    email: `load_${tag}@example.test`,
    password: "Touchdown!42",
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("fz_session="));
  if (res.status !== 201 || !cookie) throw new Error(`register failed: ${res.status}`);
  return {
    id: (res.json!.user as { id: number }).id,
    email: `load_${tag}@example.test`,
    cookie: cookie.split(";")[0]!,
  };
}

export class Load {
  readonly records: RequestRecord[] = [];
  readonly acked: Acked = { posts: new Set(), likes: new Map(), rsvps: new Map() };
  private running = false;
  private loops: Promise<void>[] = [];
  private postIds: number[] = [];

  constructor(
    private readonly http: Http,
    private readonly fans: Fan[],
    private readonly eventIds: number[],
    private readonly pauseMs = 60,
  ) {}

  start() {
    this.running = true;
    this.loops = this.fans.map((fan, i) => this.loop(fan, i));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(fan: Fan, i: number) {
    let n = i;
    while (this.running) {
      n++;
      const pick = n % 10;
      if (pick < 2) await this.createPost(fan, n);
      else if (pick < 4 && this.postIds.length) await this.like(fan);
      else if (pick < 5 && this.eventIds.length) await this.rsvp(fan, n);
      else if (pick < 8) await this.read("feed", fan, "/api/posts/feed?limit=20");
      else await this.read("scores", fan, "/api/live/scores");
      await new Promise((r) => setTimeout(r, this.pauseMs));
    }
  }

  private record(op: RequestRecord["op"], start: number, status: number) {
    const ok = status >= 200 && status < 300;
    this.records.push({ op, start, end: Date.now(), status, ok });
    return ok;
  }

  private async createPost(fan: Fan, n: number) {
    const start = Date.now();
    const res = await this.http.call("POST", "/api/posts", fan, {
      content: `Load post ${fan.id}-${n} from the stands`,
    });
    if (this.record("post", start, res.status)) {
      const id = res.json!.id as number;
      this.acked.posts.add(id);
      this.postIds.push(id);
      if (this.postIds.length > 200) this.postIds.shift();
    }
  }

  private async like(fan: Fan) {
    const postId = this.postIds[Math.floor(Math.random() * this.postIds.length)]!;
    const start = Date.now();
    const res = await this.http.call("PUT", `/api/posts/${postId}/like`, fan);
    if (this.record("like", start, res.status)) this.acked.likes.set(`${postId}:${fan.id}`, { postId, userId: fan.id });
  }

  private async rsvp(fan: Fan, n: number) {
    const eventId = this.eventIds[n % this.eventIds.length]!;
    const status = n % 20 < 10 ? "going" : "maybe";
    const key = `${eventId}:${fan.id}`;
    // Until it is answered, this attempt may or may not be applied: either status is then fine.
    const prev = this.acked.rsvps.get(key);
    if (prev) prev.unknownAfter = true;
    const start = Date.now();
    const res = await this.http.call("POST", `/api/events/${eventId}/rsvp`, fan, { status });
    if (this.record("rsvp", start, res.status))
      this.acked.rsvps.set(key, { eventId, userId: fan.id, status, unknownAfter: false });
  }

  private async read(op: "feed" | "scores", fan: Fan, path: string) {
    const start = Date.now();
    const res = await this.http.call("GET", path, fan);
    this.record(op, start, res.status);
  }

  /** Requests that started in [from, to). */
  between(from: number, to: number) {
    return this.records.filter((r) => r.start >= from && r.start < to);
  }
}

/** One long-lived live connection, reconnecting as the web client does. */
export class LiveSocket {
  ws: WebSocket | null = null;
  server = "";
  open = false;
  updates = 0;
  lastUpdateAt = 0;
  closedAt = 0;
  /** Gaps: from a close to the next open, with the instance it moved to and its first update. */
  readonly gaps: {
    closedAt: number;
    reopenedAt: number;
    from: string;
    to: string;
    code: number;
    firstUpdateAt: number;
  }[] = [];
  readonly updatesByServer = new Map<string, number>();
  private stopped = false;
  private lastClose = { code: 0, from: "" };

  constructor(
    private readonly baseUrl: string,
    private readonly fan: Fan,
  ) {}

  connect() {
    const ws = new WebSocket(this.baseUrl.replace(/^http/, "ws") + "/ws", {
      headers: { origin: this.baseUrl, cookie: this.fan.cookie },
    });
    this.ws = ws;
    ws.on("upgrade", (res) => (this.server = String(res.headers["x-served-by"] ?? "?")));
    ws.on("open", () => {
      this.open = true;
      ws.send(JSON.stringify({ type: "subscribe_scores" }));
      if (this.closedAt)
        this.gaps.push({
          closedAt: this.closedAt,
          reopenedAt: Date.now(),
          from: this.lastClose.from,
          to: this.server,
          code: this.lastClose.code,
          firstUpdateAt: 0,
        });
    });
    ws.on("message", (data) => {
      // Counting, not parsing: 200 sockets of frames must not cost the load generator its CPU.
      if (!data.toString("utf8", 0, 40).includes("score_update")) return;
      this.updates++;
      this.lastUpdateAt = Date.now();
      this.updatesByServer.set(this.server, (this.updatesByServer.get(this.server) ?? 0) + 1);
      const gap = this.gaps.at(-1);
      if (gap && !gap.firstUpdateAt) gap.firstUpdateAt = this.lastUpdateAt;
    });
    ws.on("error", () => undefined);
    ws.on("close", (code) => {
      if (this.open) {
        this.closedAt = Date.now();
        this.lastClose = { code, from: this.server };
      }
      this.open = false;
      if (this.stopped) return;
      // The web client's first retry: 1 s plus up to 1 s of jitter.
      setTimeout(() => this.connect(), 1000 + Math.random() * 1000);
    });
  }

  stop() {
    this.stopped = true;
    this.ws?.close();
  }
}
