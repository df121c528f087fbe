import type { FastifyRequest } from "fastify";

/**
 * Cross-site WebSocket hijacking guard: browsers always send Origin on a WebSocket upgrade,
 * and the session cookie rides along, so only our own origin (or a configured one) may open it.
 */
export function isAllowedOrigin(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  // Fastify's req.host reads X-Forwarded-Host only when the connecting peer is a trusted proxy.
  const host = req.host;
  return !!host && parsed.host === host;
}
