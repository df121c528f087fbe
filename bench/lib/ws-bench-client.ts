// The client side of `npm run bench:ws`: one child process holding a few thousand subscribed
// sockets. It is written to cost the machine as little as possible, because it shares the cores
// with the server it measures: plain TCP sockets speaking just enough WebSocket (handshake,
// unmasked server frames, pong), the arrival time taken when the bytes come in, before any
// parsing, and only the game id read out of each message (no JSON.parse, no string of the whole
// payload). The `ws` library in the first version of this bench cost the clients about as much
// CPU as the server's fan-out (bench/results/ws-fanout.md).
import { randomBytes } from "node:crypto";
import net from "node:net";
import { performance } from "node:perf_hooks";

export interface Probe {
  count: number;
  first: number;
  last: number;
}
export type ToChild =
  | {
      kind: "connect";
      host: string;
      port: number;
      origin: string;
      /** Source address of this process's sockets (127.x.y.z): 30,000 sockets to one port need more than one. */
      localAddress?: string;
      /** Upgrades under way at once in this process. */
      concurrency: number;
      cookies: [string, number][];
    }
  | { kind: "report" };
export type FromChild =
  | { kind: "ready"; connected: number; retried: number }
  | { kind: "report"; probes: Record<string, Probe>; cpuMs: number; elu: number };

/** ms since epoch, sub-ms, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();

const ID_MARK = Buffer.from('"id":"bench-');
const SUBSCRIBED = Buffer.from('"subscribed"');
const QUOTE = 0x22;
/** The one message a client sends, masked (with a zero key, which leaves the payload as it is). */
const SUBSCRIBE = maskedFrame(0x1, Buffer.from(JSON.stringify({ type: "subscribe_scores" })));

function maskedFrame(opcode: number, payload: Buffer): Buffer {
  // Client payloads here are all under 126 bytes.
  const f = Buffer.alloc(6 + payload.length);
  f[0] = 0x80 | opcode;
  f[1] = 0x80 | payload.length;
  payload.copy(f, 6);
  return f;
}

class Refused extends Error {
  constructor(readonly status: string) {
    super(`upgrade refused: ${status}`);
  }
}

export function clientMain() {
  const probes: Record<string, Probe> = {};
  const sockets: net.Socket[] = [];
  let cpu0 = process.cpuUsage();
  let elu0 = performance.eventLoopUtilization();

  const record = (payload: Buffer, delay: number, t: number) => {
    const i = payload.indexOf(ID_MARK);
    if (i < 0) return;
    const start = i + ID_MARK.length - "bench-".length;
    const end = payload.indexOf(QUOTE, start);
    const key = `${payload.toString("latin1", start, end)}@${delay}`;
    const p = probes[key];
    if (p) {
      p.count++;
      if (t > p.last) p.last = t;
    } else probes[key] = { count: 1, first: t, last: t };
  };

  /** Opens one socket, upgrades it and subscribes it to the scores; resolves once the server acknowledged. */
  const open = (msg: Extract<ToChild, { kind: "connect" }>, cookie: string, delay: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({
        host: msg.host,
        port: msg.port,
        ...(msg.localAddress ? { localAddress: msg.localAddress } : {}),
      });
      sockets.push(socket);
      socket.setNoDelay(true);
      let upgraded = false;
      let subscribed = false;
      let buf: Buffer | null = null;
      socket.once("connect", () =>
        socket.write(
          `GET /ws HTTP/1.1\r\nHost: ${msg.host}:${msg.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n` +
            `Origin: ${msg.origin}\r\nCookie: ${cookie}\r\n\r\n`,
        ),
      );
      socket.on("data", (chunk: Buffer) => {
        const t = now(); // on arrival, before any parsing
        buf = buf ? Buffer.concat([buf, chunk]) : chunk;
        if (!upgraded) {
          const end = buf.indexOf("\r\n\r\n");
          if (end < 0) return;
          const status = buf.toString("latin1", 0, buf.indexOf("\r\n"));
          if (!status.startsWith("HTTP/1.1 101")) {
            reject(new Refused(status));
            socket.destroy();
            return;
          }
          upgraded = true;
          buf = buf.subarray(end + 4);
          socket.write(SUBSCRIBE);
        }
        let off = 0;
        while (buf.length - off >= 2) {
          const opcode = buf[off]! & 0x0f;
          let len = buf[off + 1]! & 0x7f;
          let head = 2;
          if (len === 126) {
            if (buf.length - off < 4) break;
            len = buf.readUInt16BE(off + 2);
            head = 4;
          } else if (len === 127) {
            if (buf.length - off < 10) break;
            len = buf.readUInt32BE(off + 6);
            head = 10;
          }
          if (buf.length - off < head + len) break;
          const payload = buf.subarray(off + head, off + head + len);
          off += head + len;
          if (opcode === 0x1) {
            if (!subscribed && payload.indexOf(SUBSCRIBED) >= 0) {
              subscribed = true;
              resolve();
            } else record(payload, delay, t);
          } else if (opcode === 0x9) socket.write(maskedFrame(0xa, Buffer.from(payload)));
        }
        buf = off === buf.length ? null : buf.subarray(off);
      });
      socket.once("error", reject);
      socket.once("close", () => {
        if (!subscribed) reject(new Error("closed before it subscribed"));
      });
    });

  let retried = 0;
  /** A 503 (the database pool busy under the connection storm: the app fails fast) is retried, as the web client does. */
  const openRetrying = async (msg: Extract<ToChild, { kind: "connect" }>, cookie: string, delay: number) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await open(msg, cookie, delay);
      } catch (err) {
        if (!(err instanceof Refused) || !err.status.includes(" 503 ") || attempt >= 30) throw err;
        retried++;
        await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
      }
    }
  };

  async function connectAll(msg: Extract<ToChild, { kind: "connect" }>): Promise<number> {
    let connected = 0;
    let next = 0;
    // `concurrency` upgrades in flight: each worker opens the next socket when its last one subscribed.
    const worker = async () => {
      while (next < msg.cookies.length) {
        const [cookie, delay] = msg.cookies[next++]!;
        await openRetrying(msg, cookie, delay);
        connected++;
      }
    };
    await Promise.all(Array.from({ length: msg.concurrency }, worker));
    cpu0 = process.cpuUsage();
    elu0 = performance.eventLoopUtilization();
    return connected;
  }

  process.on("message", (msg: ToChild) => {
    if (msg.kind === "report") {
      const cpu = process.cpuUsage(cpu0);
      process.send!({
        kind: "report",
        probes,
        cpuMs: (cpu.user + cpu.system) / 1000,
        elu: performance.eventLoopUtilization(elu0).utilization,
      } satisfies FromChild);
      return;
    }
    connectAll(msg).then(
      (connected) => process.send!({ kind: "ready", connected, retried } satisfies FromChild),
      (err: unknown) => {
        console.error("ws-fanout client: a socket did not connect:", err);
        process.exit(1);
      },
    );
  });
  process.on("disconnect", () => {
    for (const s of sockets) s.destroy();
    process.exit(0);
  });
}

// Forked by bench/ws-fanout.ts as `ws-bench-client.ts client`.
if (process.argv[2] === "client") clientMain();
