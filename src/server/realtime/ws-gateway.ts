import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
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

export interface GatewayOptions {
  /** Where score changes come from. */
  onChange(listener: (games: Game[]) => void): () => void;
  allowedOrigins: readonly string[];
  trustProxy?: boolean;
  heartbeatMs?: number;
  maxConnectionsPerUser?: number;
}

interface Client {
  socket: WebSocket;
  userId: number;
  subscribed: boolean;
  alive: boolean;
  tokens: number;
  refilledAt: number;
  dropped: number;
}

/** Past this much unsent data a client is too slow to keep up; it is dropped and will reconnect. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/**
 * /ws (SPEC §7): signed-in upgrades only (the auth plugin answers 401), from an allowed Origin
 * (403 otherwise). Frames over 4 KiB close the socket (1009, set on the plugin); a client
 * sending faster than its token bucket is throttled, then closed (1008); malformed messages
 * are ignored; a ping every heartbeat drops connections that stopped answering.
 */
export async function registerWsGateway(app: FastifyInstance, opts: GatewayOptions) {
  const clients = new Set<Client>();
  const perUser = new Map<number, number>();
  const heartbeatMs = opts.heartbeatMs ?? WS_LIMITS.heartbeatMs;
  const maxPerUser = opts.maxConnectionsPerUser ?? WS_LIMITS.maxConnectionsPerUser;
  const stats = { delivered: 0, droppedSlow: 0 };
  app.decorate("wsStats", {
    get clients() {
      return clients.size;
    },
    stats,
  });

  const send = (c: Client, frame: Buffer) => {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > MAX_BUFFERED) {
      stats.droppedSlow++;
      c.socket.terminate();
      return;
    }
    c.socket.send(frame, { binary: false });
    stats.delivered++;
  };

  const off = opts.onChange((games) => {
    if (clients.size === 0) return;
    for (const game of games) {
      const frame = Buffer.from(JSON.stringify(scoreUpdate(game))); // serialised and encoded once for every client
      for (const c of clients) if (c.subscribed) send(c, frame);
    }
  });

  const heartbeat = setInterval(() => {
    for (const c of clients) {
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
    for (const c of clients) c.socket.close(1012, "Service restart");
  });

  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (req) => {
        if (!isAllowedOrigin(req, opts.allowedOrigins, opts.trustProxy))
          throw forbidden("This origin may not open the live connection");
        if ((perUser.get(req.userId!) ?? 0) >= maxPerUser) throw tooManyRequests(30, "Too many live connections");
      },
    },
    (socket, req) => {
      const userId = req.userId!;
      const client: Client = {
        socket,
        userId,
        subscribed: false,
        alive: true,
        tokens: WS_LIMITS.burst,
        refilledAt: Date.now(),
        dropped: 0,
      };
      clients.add(client);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);

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
        if (msg.type === "subscribe_scores") {
          client.subscribed = true;
          const ack: ServerMessage = { type: "subscribed", data: { topic: "scores" } };
          socket.send(JSON.stringify(ack));
        } else client.subscribed = false;
      });
      socket.on("close", () => {
        clients.delete(client);
        const n = (perUser.get(userId) ?? 1) - 1;
        if (n <= 0) perUser.delete(userId);
        else perUser.set(userId, n);
      });
      socket.on("error", () => socket.terminate());
    },
  );
}

declare module "fastify" {
  interface FastifyInstance {
    wsStats: { readonly clients: number; stats: { delivered: number; droppedSlow: number } };
  }
}
