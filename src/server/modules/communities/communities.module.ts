import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, pageQuerySchema, userIdParamsSchema } from "@shared/schemas/common";
import {
  actingUserBodySchema,
  communityDetailSchema,
  communityListQuerySchema,
  communityMemberPageSchema,
  communityPageSchema,
  communityRequestParamsSchema,
  communitySchema,
  createCommunitySchema,
  joinRequestPageSchema,
} from "@shared/schemas/communities";
import { writeLimit } from "../../lib/write-limits";
import { currentUserId } from "../../lib/session";
import * as service from "./communities.service";
import { errorResponses } from "../../lib/openapi-responses";

/**
 * Communities (SPEC §7 plus detail, members, leave and join requests). Lists answer a
 * `Page` ({ items, nextCursor }); see docs/decisions/0200-communities-events.md.
 */
export async function communitiesModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["communities"];
  // Writes publish domain events: a join request reaching the creator, an approval reaching the
  // requester, are the notifications module's.

  app.get(
    "/api/communities",
    {
      schema: {
        summary: "List or search communities",
        operationId: "listCommunities",
        tags,
        querystring: communityListQuerySchema,
        response: { 200: communityPageSchema },
      },
    },
    async (req) => service.listCommunities(app.db, currentUserId(req), req.query),
  );

  app.get(
    "/api/communities/user/:userId",
    {
      schema: {
        summary: "List the communities a user belongs to",
        operationId: "listUserCommunities",
        tags,
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: communityPageSchema },
      },
    },
    async (req) => service.listUserCommunities(app.db, currentUserId(req), req.params.userId, req.query),
  );

  app.post(
    "/api/communities",
    {
      preHandler: writeLimit(root, "community"),
      schema: {
        summary: "Create a community",
        operationId: "createCommunity",
        tags,
        body: createCommunitySchema,
        response: { 201: communitySchema, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createCommunity(app, currentUserId(req), req.body)),
  );

  app.get(
    "/api/communities/:id",
    {
      schema: {
        summary: "Get a community",
        operationId: "getCommunity",
        tags,
        params: idParamsSchema,
        response: { 200: communityDetailSchema, ...errorResponses(404) },
      },
    },
    async (req) => service.getCommunity(app.db, currentUserId(req), req.params.id),
  );

  app.post(
    "/api/communities/:id/join",
    {
      schema: {
        summary: "Join a community, or ask to join a private one",
        operationId: "joinCommunity",
        tags,
        params: idParamsSchema,
        body: actingUserBodySchema,
        response: { 200: communitySchema, ...errorResponses(404) },
      },
    },
    async (req) => service.joinCommunity(app, currentUserId(req), req.params.id, req.body?.userId),
  );

  app.post(
    "/api/communities/:id/leave",
    {
      schema: {
        summary: "Leave a community",
        operationId: "leaveCommunity",
        tags,
        params: idParamsSchema,
        body: actingUserBodySchema,
        response: { 200: communitySchema, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.leaveCommunity(app, currentUserId(req), req.params.id, req.body?.userId),
  );

  app.get(
    "/api/communities/:id/members",
    {
      schema: {
        summary: "List a community's members",
        operationId: "listCommunityMembers",
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: communityMemberPageSchema, ...errorResponses(403, 404) },
      },
    },
    async (req) => service.listMembers(app.db, currentUserId(req), req.params.id, req.query),
  );

  app.get(
    "/api/communities/:id/requests",
    {
      schema: {
        summary: "List pending join requests (the creator only)",
        operationId: "listJoinRequests",
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: joinRequestPageSchema, ...errorResponses(403, 404) },
      },
    },
    async (req) => service.listJoinRequests(app.db, currentUserId(req), req.params.id, req.query),
  );

  for (const [action, approve, summary, operationId] of [
    ["approve", true, "Approve a join request", "approveJoinRequest"],
    ["decline", false, "Decline a join request", "declineJoinRequest"],
  ] as const) {
    app.post(
      `/api/communities/:id/requests/:userId/${action}`,
      {
        schema: {
          summary,
          operationId,
          tags,
          params: communityRequestParamsSchema,
          response: { 200: communitySchema, ...errorResponses(404, 409) },
        },
      },
      async (req) => service.decideJoinRequest(app, currentUserId(req), req.params.id, req.params.userId, approve),
    );
  }
}
