import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE, resolveSession } from "../lib/session";
import { sendNoSuchEndpoint } from "./not-found";

const ADMIN_API = /^\/api\/admin(\/|$)/;

/** Whether a path (a route's, or a request's without its query) is under /api/admin. */
export const isAdminApiPath = (path: string) => ADMIN_API.test(path);

/**
 * Whether `req` is for the admin API, matched by a route or not: the route's path, or the
 * request's path as sent and percent-decoded as the router reads it (`/api/%61dmin/reports`
 * reaches `/api/admin/reports`).
 */
function isAdminApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route !== undefined && isAdminApiPath(route)) return true;
  const path = req.url.split("?")[0] ?? "";
  if (isAdminApiPath(path)) return true;
  try {
    return isAdminApiPath(decodeURI(path));
  } catch {
    return false;
  }
}

/**
 * The admin API cannot be told apart from paths that do not exist (docs/decisions/0911): for
 * anyone but an administrator (signed out, signed in, any method, a real route or not) every
 * request under /api/admin gets the not-found handler's own answer, on onRequest, before the
 * auth plugin could answer 401 and before a body is read (a body the parser refuses would
 * otherwise answer 400 on a real route's path only, or on an unknown one only).
 * Registered after the cookie parser and before the auth plugin. Who is an administrator is the
 * moderation module's rule: buildApp passes it in (`isAdmin`), so this plugin imports no module.
 */
export const adminApiGuard = fp(
  async (app: FastifyInstance, opts: { isAdmin: (userId: number) => Promise<boolean> }) => {
    // Callback style: every request passes here, and all but the admin API's pass straight through.
    app.addHook("onRequest", (req, reply, done) => {
      if (!isAdminApiRequest(req)) return done();
      void (async () => {
        const session = await resolveSession(app, req.cookies[SESSION_COOKIE]);
        return session !== null && (await opts.isAdmin(session.userId));
      })().then((admin) => (admin ? done() : sendNoSuchEndpoint(req, reply)), done);
    });
  },
);
