import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, pageQuerySchema } from "@shared/schemas/common";
import {
  auditPageSchema,
  createReportSchema,
  reportCreatedSchema,
  reportDecisionSchema,
  reportedSubjectPageSchema,
  suspendUserSchema,
  suspensionStateSchema,
} from "@shared/schemas/moderation";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../lib/session";
import { sendNoSuchEndpoint } from "../../plugins/not-found";
import * as moderation from "./moderation.service";
import { errorResponses } from "../../lib/openapi-responses";

/** Reports by any signed-in user; the administrators' queue, decisions, suspensions and audit trail. */
export async function moderationModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/reports",
    {
      preHandler: userWriteLimit(root, "reports", 30, 60 * 60),
      schema: {
        summary: "Report a post, comment or user",
        operationId: "createReport",
        tags: ["moderation"],
        body: createReportSchema,
        response: { 201: reportCreatedSchema, ...errorResponses(404, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await moderation.createReport(app.db, currentUserId(req), req.body)),
  );

  await app.register(adminRoutes);
}

/**
 * Everything under /api/admin: administrators only, checked on every request before the body
 * is read; anyone else gets the answer of a path that does not exist. The app-wide guard
 * (plugins/admin-api.ts) gives that answer first, to the signed out too and on unknown admin
 * paths; this hook is the second wall, with the same answer, should a request get past it.
 */
async function adminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (req, reply) => {
    if (req.userId === null || !(await moderation.isAdmin(root, req.userId))) return sendNoSuchEndpoint(req, reply);
  });
  const limited = { preHandler: userWriteLimit(root, "admin", 300, 10 * 60) };
  const tags = ["moderation"];
  const notAdmin = errorResponses(404);

  app.get(
    "/api/admin/reports",
    {
      schema: {
        summary: "List reported content awaiting a decision (administrators)",
        operationId: "listOpenReports",
        tags,
        querystring: pageQuerySchema,
        response: { 200: reportedSubjectPageSchema, ...notAdmin },
      },
    },
    async (req) => moderation.openReports(app.db, req.query),
  );
  const decision = (summary: string, operationId: string) => ({
    ...limited,
    schema: {
      summary,
      operationId,
      tags,
      params: idParamsSchema,
      response: { 200: reportDecisionSchema, ...notAdmin, ...errorResponses(409) },
    },
  });
  app.post(
    "/api/admin/reports/:id/dismiss",
    decision("Dismiss a report (administrators)", "dismissReport"),
    async (req) => moderation.dismiss(root, currentUserId(req), req.params.id),
  );
  app.post(
    "/api/admin/reports/:id/remove",
    decision("Remove reported content (administrators)", "removeReportedContent"),
    async (req) => moderation.remove(root, currentUserId(req), req.params.id),
  );
  app.post(
    "/api/admin/users/:id/suspend",
    {
      ...limited,
      schema: {
        summary: "Suspend a user (administrators)",
        operationId: "suspendUser",
        tags,
        params: idParamsSchema,
        body: suspendUserSchema,
        response: { 200: suspensionStateSchema, ...notAdmin },
      },
    },
    async (req) => moderation.suspend(root, currentUserId(req), req.params.id, req.body),
  );
  app.post(
    "/api/admin/users/:id/unsuspend",
    {
      ...limited,
      schema: {
        summary: "Lift a user's suspension (administrators)",
        operationId: "unsuspendUser",
        tags,
        params: idParamsSchema,
        response: { 200: suspensionStateSchema, ...notAdmin, ...errorResponses(409) },
      },
    },
    async (req) => moderation.unsuspend(root, currentUserId(req), req.params.id),
  );
  app.get(
    "/api/admin/audit",
    {
      schema: {
        summary: "Read the moderation audit trail (administrators)",
        operationId: "listAuditTrail",
        tags,
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema, ...notAdmin },
      },
    },
    async (req) => moderation.auditTrail(app.db, req.query),
  );
}
