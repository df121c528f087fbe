import type { FastifyRequest } from "fastify";

/** Query parameters whose values are credentials (a reset link's token, an API key...). */
const SECRET_PARAM = /token|password|secret|signature|session|auth|^code$|^key$/i;
export const REDACTED = "[REDACTED]";

/**
 * A request URL as it may be logged: the values of secret query parameters replaced. Logs are
 * read by more people and kept longer than the database, so a reset link's token in them would
 * be a working password reset for whoever reads them within the hour.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAM.test(key)) continue;
    params.set(key, REDACTED);
    changed = true;
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's request serializer with the URL redacted (the same fields otherwise). */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
