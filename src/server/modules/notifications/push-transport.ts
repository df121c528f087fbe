import http2, { type ClientHttp2Session } from "node:http2";
import https from "node:https";
import tls from "node:tls";

/** Opens a TLS connection to a push service's port 443, offering `alpn` (tests route it to a stand-in). */
export type PushConnect = (url: URL, alpn: string[]) => tls.TLSSocket;

const connectToPushService: PushConnect = (url, alpn) =>
  tls.connect({ host: url.hostname, port: 443, servername: url.hostname, ALPNProtocols: alpn });

/** A push service's answer: its status and Retry-After, or why there is none. */
export interface PostOutcome {
  status?: number;
  retryAfter?: string | string[];
  error?: string;
  /** The request never reached the service (a stream it refused, a connection it was closing). */
  unsent?: boolean;
}

/** A connection to a push service that has not sent or received anything for this long is closed. */
const IDLE_SESSION_MS = 60_000;
const { NGHTTP2_REFUSED_STREAM } = http2.constants;

/**
 * How encrypted pushes travel to the push services (RFC 8030 over HTTPS). One HTTP/2 connection
 * per push service carries all of its pushes at once, instead of one TLS write per request over
 * HTTP/1.1's 128 connections: at a 10,000-fan moment that took 0.4–1.7 s off the main thread's
 * CPU in every pair of an alternating A/B (bench/results/push.md). Node's own http2 module rather
 * than undici: undici's HTTP/2 took more CPU than HTTP/1.1 in a side-by-side of 10,000 posts.
 * ALPN decides, once per push service: one that does not offer h2 gets HTTP/1.1 through a
 * keep-alive agent.
 */
export class PushTransport {
  /** Per origin: its HTTP/2 session, or "http/1.1"; a pending connection while it is negotiated. */
  private readonly routes = new Map<string, Promise<ClientHttp2Session | "http/1.1">>();
  private readonly http1: https.Agent;

  constructor(
    private readonly connect: PushConnect = connectToPushService,
    private readonly timeoutMs = 10_000,
  ) {
    const open = (url: URL) => connect(url, ["http/1.1"]);
    this.http1 = new (class extends https.Agent {
      override createConnection(options: https.RequestOptions) {
        return open(new URL(`https://${options.host}`));
      }
    })({ keepAlive: true });
  }

  /** POSTs `body` to `url` over the service's route; never rejects. */
  async post(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PostOutcome> {
    let route: ClientHttp2Session | "http/1.1";
    try {
      route = await this.route(url);
    } catch (err) {
      return { error: (err as Error).message };
    }
    const sent = route === "http/1.1" ? this.postHttp1(url, headers, body) : this.postHttp2(route, url, headers, body);
    return sent.catch((err: Error) => ({ error: err.message }));
  }

  /** Closes every connection (shutdown). */
  close() {
    for (const route of this.routes.values())
      void route.then((r) => r !== "http/1.1" && r.close()).catch(() => undefined);
    this.routes.clear();
    this.http1.destroy();
  }

  private route(url: URL) {
    let route = this.routes.get(url.origin);
    if (!route) {
      route = this.negotiate(url);
      this.routes.set(url.origin, route);
      // A failed connection is forgotten: the next push tries again.
      route.catch(() => this.forget(url.origin, route!));
    }
    return route;
  }

  private forget(origin: string, route: Promise<unknown>) {
    if (this.routes.get(origin) === route) this.routes.delete(origin);
  }

  /** Connects offering h2 and http/1.1; an HTTP/2 session on that socket when the service chose h2. */
  private negotiate(url: URL): Promise<ClientHttp2Session | "http/1.1"> {
    return new Promise((resolve, reject) => {
      const socket = this.connect(url, ["h2", "http/1.1"]);
      socket.setTimeout(this.timeoutMs, () => socket.destroy(new Error("push service timed out")));
      socket.once("error", reject);
      socket.once("secureConnect", () => {
        socket.setTimeout(0);
        socket.removeListener("error", reject);
        if (socket.alpnProtocol !== "h2") {
          socket.destroy();
          return resolve("http/1.1");
        }
        const session = http2.connect(url.origin, { createConnection: () => socket });
        const route = this.routes.get(url.origin);
        const drop = () => route && this.forget(url.origin, route);
        // A session the service ends (GOAWAY), that fails or that sat idle is replaced at the next push.
        session.on("goaway", drop);
        session.on("close", drop);
        session.on("error", drop);
        session.setTimeout(IDLE_SESSION_MS, () => session.close());
        session.unref(); // an idle connection never holds the process open
        resolve(session);
      });
    });
  }

  private postHttp2(
    session: ClientHttp2Session,
    url: URL,
    headers: Record<string, string | number>,
    body: Buffer,
  ): Promise<PostOutcome> {
    return new Promise((resolve) => {
      let stream: http2.ClientHttp2Stream;
      try {
        const h2Headers: http2.OutgoingHttpHeaders = { ":method": "POST", ":path": url.pathname + url.search };
        for (const [name, value] of Object.entries(headers)) h2Headers[name.toLowerCase()] = value;
        stream = session.request(h2Headers);
      } catch (err) {
        // The session closed between the lookup and the request: nothing was sent.
        return resolve({ error: (err as Error).message, unsent: true });
      }
      let status: number | undefined;
      let retryAfter: string | string[] | undefined;
      let timedOut = false;
      stream.setTimeout(this.timeoutMs, () => {
        timedOut = true;
        stream.close(http2.constants.NGHTTP2_CANCEL);
      });
      stream.on("response", (h) => {
        status = Number(h[":status"]);
        retryAfter = h["retry-after"];
      });
      stream.resume(); // the answer's body says nothing we use
      stream.on("close", () => {
        if (status !== undefined) return resolve({ status, retryAfter });
        if (timedOut) return resolve({ error: "push service timed out" });
        const refused = stream.rstCode === NGHTTP2_REFUSED_STREAM || (stream.id === undefined && session.closed);
        resolve({
          error: refused ? "push service refused the stream" : "push service closed the stream",
          unsent: refused,
        });
      });
      stream.on("error", () => undefined); // reported through "close"
      stream.end(body);
    });
  }

  private postHttp1(url: URL, headers: Record<string, string | number>, body: Buffer): Promise<PostOutcome> {
    return new Promise((resolve) => {
      const failed = (err: Error) => resolve({ error: err.message });
      const req = https.request(url, { method: "POST", headers, timeout: this.timeoutMs, agent: this.http1 }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
        res.on("error", failed);
      });
      req.on("timeout", () => req.destroy(new Error("push service timed out")));
      req.on("error", failed);
      req.end(body);
    });
  }
}
