import Fastify from "fastify";
import websocket from "@fastify/websocket";
import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import { memoryBus } from "../../realtime/bus";
import { SocketHub } from "../../realtime/socket-hub";
import { registerWsGateway } from "../../realtime/ws-gateway";
import { waitFor } from "./live-test-helpers";

// The gateway alone (no database): heartbeats with a short interval, yet long enough for a healthy
// peer's pong to arrive in time on a busy machine (an event-loop turn there can take 100s of ms).
async function gateway(heartbeatMs: number) {
  const app = Fastify();
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.decorate("sockets", new SocketHub(memoryBus()));
  app.decorateRequest("userId", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (req) => {
    req.userId = 1;
  });
  await registerWsGateway(app, { onChange: () => () => undefined, allowedOrigins: [], heartbeatMs });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  return { app, url: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}` };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
});

describe("heartbeat", () => {
  it("keeps a connection that answers pings and drops one that went silent", async () => {
    const g = await gateway(2_000);
    close = () => g.app.close();
    const healthy = new WebSocket(g.url, { headers: { origin: g.origin } });
    const dead = new WebSocket(g.url, { headers: { origin: g.origin } });
    await Promise.all([healthy, dead].map((ws) => new Promise((r) => ws.once("open", r))));
    let deadClosed = false;
    dead.on("close", () => (deadClosed = true));
    let healthyPings = 0;
    healthy.on("ping", () => healthyPings++);
    // A peer that stopped reading (e.g. a laptop lid closed) never answers the pings.
    const deadSocket = (dead as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    deadSocket.pause();
    await waitFor(() => g.app.wsStats.clients === 1, 30_000);
    // The one dropped was the silent one: once it reads again it finds the server gone...
    deadSocket.resume();
    await waitFor(() => deadClosed, 30_000);
    // ...while the healthy one is still open and still pinged.
    const seen = healthyPings;
    await waitFor(() => healthyPings >= seen + 2, 30_000);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    expect(g.app.wsStats.clients).toBe(1);
    healthy.close();
  });
});
