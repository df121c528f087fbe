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

export interface GatewayOptions {
  /** Where score changes come from. */
  onChange(listener: (games: Game[]) => void): () => void;
  allowedOrigins: readonly string[];
  heartbeatMs?: number;
  maxConnectionsPerUser?: number;
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

  const off = opts.onChange((games) => {
    if (sockets.size === 0) return;
    // serialised and encoded once for every client
    for (const game of games) sockets.deliverToTopic(SCORES, Buffer.from(JSON.stringify(scoreUpdate(game))));
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

  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    off();
    sockets.close(1012, "Service restart");
  });

  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (req) => {
        if (!isAllowedOrigin(req, opts.allowedOrigins)) throw forbidden("This origin may not open the live connection");
        if (sockets.connectionsOf(req.userId!) >= maxPerUser) throw tooManyRequests(30, "Too many live connections");
      },
    },
    (socket, req) => {
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
      };
      sockets.add(client);

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
          req.log.debug({ userId }, "ws: malformed message ignored");
          return;
        }
        const type = msg.type;
        if (msg.type === "subscribe_scores") {
          client.topics.add(SCORES);
          const ack: ServerMessage = { type: "subscribed", data: { topic: "scores" } };
          socket.send(JSON.stringify(ack));
        } else if (msg.type === "unsubscribe_scores") client.topics.delete(SCORES);
        else if (!sockets.dispatch(client, msg)) req.log.debug({ userId, type }, "ws: unhandled message");
      });
      socket.on("close", () => sockets.remove(client));
      socket.on("error", () => socket.terminate());
    },
  );
}

declare module "fastify" {
  interface FastifyInstance {
    wsStats: { readonly clients: number; stats: { delivered: number; droppedSlow: number } };
  }
}
