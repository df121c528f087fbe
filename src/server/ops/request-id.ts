import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a proxy may hand us (HAProxy's unique-id, a UUID): short and log-safe, nothing else is trusted. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: keep the id the load balancer assigned (so its log line and ours share it),
 * otherwise a fresh UUID. Every log line of the request carries it as `reqId`, and the response
 * returns it in `x-request-id`.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTED.test(given) ? given : randomUUID();
}
