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
import { notFound } from "../../lib/errors";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../plugins/auth";
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
 * is read; anyone else gets the 404 of a route that does not exist.
 */
async function adminRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (req) => {
    if (!(await moderation.isAdmin(root, currentUserId(req)))) throw notFound();
  });
  const limited = { preHandler: userWriteLimit(root, "admin", 300, 10 * 60) };
  // Anyone but an administrator gets 404 here, before anything else.
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
