import type { FastifyInstance } from "fastify";

/** WebSocket close code 1012 "Service Restart": clients reconnect (to another instance) at once. */
export const WS_CLOSE_RESTART = 1012;

/**
 * Graceful stop, in the order a load balancer needs:
 * 1. readiness answers 503 (`lifecycle.beginDrain()`), while requests are still served;
 * 2. wait `delayMs` so the balancer's health checks notice and stop sending new requests;
 * 3. `app.close()`: WebSockets close with 1012, the listener stops, in-flight requests finish,
 *    then the database and Redis connections close.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.lifecycle.beginDrain();
  app.log.info({ delayMs }, "draining: readiness now 503");
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
