import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PRIVATE_NO_CACHE } from "../lib/encoded-response";
import { unauthenticated } from "../lib/errors";
import { SESSION_COOKIE, resolveSession, type SignedInSession } from "../lib/session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they opt out here. */
    public?: boolean;
    /** Probes and metrics: never look at the session (they must answer while the database is down). */
    sessionless?: boolean;
  }
}

/** Resolves the session of every API and WebSocket request, then enforces sign-in per route. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("userId", null);
  app.decorateRequest("sessionId", null);
  // Callback style: a cached session answers synchronously, so most requests make no promise here.
  app.addHook("onRequest", (req, _reply, done) => {
    const url = req.routeOptions.url;
    if (!url || !(url.startsWith("/api/") || url === "/ws") || req.routeOptions.config?.sessionless) return done();
    const admit = (session: SignedInSession | null) => {
      if (session) {
        req.userId = session.userId;
        req.sessionId = session.sessionId;
      }
      done(!req.routeOptions.config?.public && req.userId === null ? unauthenticated() : undefined);
    };
    const session = resolveSession(app, req.cookies[SESSION_COOKIE]);
    if (session instanceof Promise) session.then(admit, done);
    else admit(session);
  });
  // An answer to a signed-in request is that user's: no shared cache may keep it. Routes that
  // say otherwise (a public calendar, an image) keep their own Cache-Control; this one place
  // covers every other route, so a new one cannot forget it.
  app.addHook("onSend", (req, reply, payload, done) => {
    if (req.userId !== null && !reply.hasHeader("cache-control")) reply.header("cache-control", PRIVATE_NO_CACHE);
    done(null, payload);
  });
});
