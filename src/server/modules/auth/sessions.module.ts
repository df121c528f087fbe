import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cursorId, pageQuerySchema } from "@shared/schemas/common";
import { sessionPageSchema, sessionParamsSchema, signedOutOthersSchema } from "@shared/schemas/sessions";
import { readCursor, toPage } from "../../lib/cursor-page";
import { notFound } from "../../lib/errors";
import { userWriteLimit } from "../../lib/user-write-limit";
import {
  clearSessionCookie,
  currentUserId,
  deviceFromUserAgent,
  listSessionsOf,
  revokeSessions,
  sessionIdsOf,
} from "../../lib/session";
import { errorResponses, noContent } from "../../lib/openapi-responses";

// A cursor comes back from the client: its id within the integer column's range (400 otherwise).
const idCursor = z.strictObject({ id: cursorId });

/** Where the user is signed in: list, sign one out, sign out everywhere else. */
export async function sessionsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = userWriteLimit(root, "sessions", 30, 10 * 60);

  app.get(
    "/api/auth/sessions",
    {
      schema: {
        summary: "List where one is signed in",
        operationId: "listSessions",
        tags: ["auth"],
        querystring: pageQuerySchema,
        response: { 200: sessionPageSchema },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      const after = readCursor(req.query.cursor, idCursor);
      const rows = await listSessionsOf(app.db, userId, after?.id, req.query.limit);
      return toPage(
        rows,
        req.query.limit,
        (r) => ({
          id: r.id,
          device: deviceFromUserAgent(r.userAgent),
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          current: r.id === req.sessionId,
        }),
        (r) => ({ id: r.id }),
      );
    },
  );

  // Signing out the current session here also clears this browser's cookie.
  app.delete(
    "/api/auth/sessions/:id",
    {
      preHandler: limited,
      schema: {
        summary: "Sign out one session",
        operationId: "revokeSession",
        tags: ["auth"],
        params: sessionParamsSchema,
        response: { 204: noContent("The session is signed out."), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const userId = currentUserId(req);
      const { id } = req.params;
      const mine = await sessionIdsOf(app.db, userId);
      if (!mine.includes(id)) throw notFound("Session not found");
      await revokeSessions(app, userId, { sessionIds: [id] });
      if (id === req.sessionId) clearSessionCookie(app, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/auth/sessions/sign-out-others",
    {
      preHandler: limited,
      schema: {
        summary: "Sign out every other session",
        operationId: "signOutOtherSessions",
        tags: ["auth"],
        response: { 200: signedOutOthersSchema },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      const others = (await sessionIdsOf(app.db, userId)).filter((id) => id !== req.sessionId);
      await revokeSessions(app, userId, { sessionIds: others });
      return { signedOut: others.length };
    },
  );
}
