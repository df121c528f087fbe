import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError, forbidden } from "../lib/errors";
import { isAllowedOrigin } from "../realtime/origin";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The only bodies the API reads. Both are what the web client sends; neither can be sent cross-site unnoticed. */
const ACCEPTED_BODY_TYPES = new Set(["application/json", "multipart/form-data"]);

export const UNSUPPORTED_BODY_MESSAGE =
  "Send the request body as JSON (application/json) or as a form upload (multipart/form-data).";
export const CROSS_SITE_MESSAGE = "Requests from other sites are not accepted.";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A sessionless route that takes a form body from mail clients (RFC 8058's one-click
     * unsubscribe): no cookie is read, so a cross-site form can do nothing a stranger could not.
     */
    sessionlessForm?: boolean;
  }
}

const mediaTypeOf = (header: string) => header.split(";")[0]!.trim().toLowerCase();

/**
 * Whether a browser says this request comes from another site. `Origin` decides when present
 * (`null`, an unknown site, or a neighbour on the same site are refused unless ALLOWED_ORIGINS
 * lists them). Without it, `Sec-Fetch-Site: cross-site|same-site` still gives a browser away.
 * A request with neither header is no browser's (curl, tests, server-to-server) and carries no
 * victim's cookie, so it passes: the session cookie is SameSite=Lax as the second wall.
 */
export function isCrossSiteRequest(req: FastifyRequest, allowedOrigins: readonly string[]) {
  if (req.headers.origin !== undefined) return !isAllowedOrigin(req, allowedOrigins);
  const site = req.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

/**
 * CSRF defence for every state-changing request (POST/PUT/PATCH/DELETE): refused with 415 when the
 * body is neither JSON nor multipart (text/plain and urlencoded are what a hostile page can post
 * without a preflight), and with 403 when a browser says it comes from another site. Runs on
 * onRequest, before any body is read. GET stays free of side effects, so it needs neither check.
 */
export const crossSiteRequests = fp(async (app: FastifyInstance) => {
  const { allowedOrigins } = app.config;
  // Nothing reads text/plain: without a parser Fastify itself refuses it too.
  app.removeContentTypeParser("text/plain");
  // Synchronous (callback style): it runs on every request, and reads pass straight through.
  app.addHook("onRequest", (req, _reply, done) => {
    if (!UNSAFE_METHODS.has(req.method)) return done();
    const type = req.headers["content-type"];
    if (req.routeOptions.config.sessionlessForm) return done();
    if (type !== undefined && !ACCEPTED_BODY_TYPES.has(mediaTypeOf(type)))
      return done(new AppError(415, "unsupported_media_type", UNSUPPORTED_BODY_MESSAGE));
    if (isCrossSiteRequest(req, allowedOrigins)) return done(forbidden(CROSS_SITE_MESSAGE));
    done();
  });
});
