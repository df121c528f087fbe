import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "@shared/errors";
import { translateApiMessage } from "@shared/i18n/api-messages";
import { visitorLocale } from "./locale";

/**
 * The answer to a request nothing here serves: 404 `{ message, code: "not_found" }` in the
 * visitor's language. No cache keeps it (`no-store`) and it names what it depends on (`Vary`):
 * the same page path gives a browser the page, so a shared cache must never store this answer
 * and hand it to the next visitor. The admin API sends exactly this to anyone who is not an
 * administrator (plugins/admin-api.ts), so its routes answer like paths that do not exist.
 */
export function sendNoSuchEndpoint(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const url = req.url.split("?")[0] ?? "/";
  const message = `No such endpoint: ${req.method} ${url}`;
  const body: ErrorBody = { message: translateApiMessage(message, visitorLocale(req)), code: "not_found" };
  return reply.status(404).header("Cache-Control", "no-store").header("Vary", "Accept, Accept-Language").send(body);
}
