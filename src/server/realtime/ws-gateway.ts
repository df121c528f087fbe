import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Game } from "@shared/schemas/live";
import {
  clientMessageSchema,
  parseMessage,
  scoreUpdate,
  WS_LIMITS,
  type ServerMessage,
} from "@shared/realtime/messages";
import { forbidden, tooManyRequests } from "../lib/errors";
import { isAllowedOrigin } from "./origin";
import type { SocketClient } from "./socket-hub";
import { NO_DELAY_SOURCE, type DelayProfile, type DelaySource } from "./fan-delay";

export interface GatewayOptions {
  /** Where score changes come from. */
  onChange(listener: (games: Game[]) => void): () => void;
  allowedOrigins: readonly string[];
  heartbeatMs?: number;
  maxConnectionsPerUser?: number;
  /**
   * Sessions end without anyone revoking them (expiry, idle timeout), and a revocation's bus
   * message can be lost: every `everyMs` the sessions of this instance's sockets are looked up
   * and the sockets of ended ones closed. `liveSessions` answers which of `ids` are still live.
   */
  sessionCheck?: { everyMs: number; liveSessions(ids: number[]): Promise<Set<number>> };
  /** Each fan's delay (issue #37): read before the socket opens, so nothing ahead of it is ever sent. */
  delays?: () => DelaySource;
}

interface Connection extends SocketClient {
  alive: boolean;
  tokens: number;
  refilledAt: number;
  dropped: number;
}

const SCORES = "scores";

/**
 * /ws (SPEC §7): signed-in upgrades only (the auth plugin answers 401), from an allowed Origin
 * (403 otherwise). Frames over 4 KiB close the socket (1009, set on the plugin); a client
 * sending faster than its token bucket is throttled, then closed (1008); malformed messages
 * are ignored; a ping every heartbeat drops connections that stopped answering. Connections
 * are kept in `app.sockets`, through which features reach users and topics on every instance.
 */
export async function registerWsGateway(app: FastifyInstance, opts: GatewayOptions) {
  const sockets = app.sockets;
  const heartbeatMs = opts.heartbeatMs ?? WS_LIMITS.heartbeatMs;
  const maxPerUser = opts.maxConnectionsPerUser ?? WS_LIMITS.maxConnectionsPerUser;
  app.decorate("wsStats", {
    get clients() {
      return sockets.size;
    },
    stats: sockets.stats,
  });

  /** What an upgrade's hooks learnt, for its handler: the fan's delay, and the upgrade's response. */
  const upgrades = new WeakMap<object, { delay: DelayProfile; response: ServerResponse }>();
  const off = opts.onChange((games) => {
    if (sockets.size === 0) return;
    // serialised and encoded once for every client
    for (const game of games)
      sockets.deliverToTopic(SCORES, Buffer.from(JSON.stringify(scoreUpdate(game))), undefined, game.id);
  });

  const heartbeat = setInterval(() => {
    for (const c of sockets.local() as Iterable<Connection>) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  let checking = false;
  const sessionCheck = opts.sessionCheck
    ? setInterval(() => {
        const ids = sockets.localSessionIds();
        if (checking || ids.length === 0) return;
        checking = true;
        opts
          .sessionCheck!.liveSessions(ids)
          .then((live) => {
            const closed = sockets.closeUnlessLive(live, new Set(ids));
            if (closed) app.log.info({ closed }, "ws: closed the sockets of ended sessions");
          })
          // The database is away: keep the sockets (revocations still arrive through the bus).
          .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, "ws: session check failed"))
          .finally(() => (checking = false));
      }, opts.sessionCheck.everyMs)
    : undefined;
  sessionCheck?.unref();

  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    off();
    sockets.close(1012, "Service restart");
  });

  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!isAllowedOrigin(req, opts.allowedOrigins)) throw forbidden("This origin may not open the live connection");
        if (sockets.connectionsOf(req.userId!) >= maxPerUser) throw tooManyRequests(30, "Too many live connections");
        const delays = opts.delays?.() ?? NO_DELAY_SOURCE;
        const delay = delays.cached(req.userId!) ?? (await delays.profileOf(req.userId!));
        upgrades.set(req, { delay, response: reply.raw });
      },
    },
    (socket, req) => {
      const upgrade = upgrades.get(req);
      upgrades.delete(req);
      // @fastify/websocket routes the upgrade through a ServerResponse it assigns to the TCP
      // socket; that response never finishes, and through its listeners it holds the upgrade's
      // request and reply, headers included, for the socket's whole life (about 3 KB a socket).
      // Nothing writes to it after the upgrade: the socket lets go of it.
      upgrade?.response.detachSocket(req.raw.socket);
      const userId = req.userId!;
      const client: Connection = {
        socket,
        userId,
        sessionId: req.sessionId,
        topics: new Set(),
        alive: true,
        tokens: WS_LIMITS.burst,
        refilledAt: Date.now(),
        dropped: 0,
        delay: upgrade?.delay,
      };
      sockets.add(client);
      // The handlers below keep the socket's few fields, not the request (memory a socket: issue #37).
      const log = app.log;

      socket.on("pong", () => (client.alive = true));
      socket.on("message", (data, isBinary) => {
        client.alive = true;
        const now = Date.now();
        client.tokens = Math.min(
          WS_LIMITS.burst,
          client.tokens + ((now - client.refilledAt) / 1000) * WS_LIMITS.refillPerSecond,
        );
        client.refilledAt = now;
        if (client.tokens < 1) {
          if (++client.dropped > WS_LIMITS.dropsBeforeClose) socket.close(1008, "Too many messages");
          return;
        }
        client.tokens -= 1;
        const msg = isBinary ? null : parseMessage(clientMessageSchema, data.toString());
        if (!msg) {
          log.debug({ userId }, "ws: malformed message ignored");
          return;
        }
        const type = msg.type;
        if (msg.type === "subscribe_scores") {
          client.topics.add(SCORES);
          const ack: ServerMessage = { type: "subscribed", data: { topic: "scores" } };
          socket.send(JSON.stringify(ack));
        } else if (msg.type === "unsubscribe_scores") client.topics.delete(SCORES);
        else if (!sockets.dispatch(client, msg)) log.debug({ userId, type }, "ws: unhandled message");
      });
      socket.on("close", () => sockets.remove(client));
      // @fastify/websocket's own error listener holds the upgrade's request and reply (a few KB)
      // for the socket's whole life; ours needs neither: a socket that errs is dropped and reconnects.
      socket.removeAllListeners("error");
      socket.on("error", () => socket.terminate());
    },
  );
}

declare module "fastify" {
  interface FastifyInstance {
    wsStats: { readonly clients: number; stats: { delivered: number; droppedSlow: number } };
  }
}
