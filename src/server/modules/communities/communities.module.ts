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
import { currentUserId } from "../../plugins/auth";
import * as service from "./communities.service";

/**
 * Communities (SPEC §7 plus detail, members, leave and join requests). Lists answer a
 * `Page` ({ items, nextCursor }); see docs/decisions/0200-communities-events.md.
 */
export async function communitiesModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["communities"];
  // A private community's join request reaches its creator; an approval reaches the requester.
  const hooks: service.CommunityHooks = {
    onJoinRequested: (c, requesterId) =>
      app.notifications.notify({
        recipientId: c.creatorId,
        type: "join_request",
        actorId: requesterId,
        subject: { kind: "community", id: c.id },
        data: { communityName: c.name },
      }),
    onApproved: (c, requesterId) =>
      app.notifications.notify({
        recipientId: requesterId,
        type: "join_approved",
        actorId: c.creatorId,
        subject: { kind: "community", id: c.id },
        data: { communityName: c.name },
      }),
  };

  app.get(
    "/api/communities",
    { schema: { tags, querystring: communityListQuerySchema, response: { 200: communityPageSchema } } },
    async (req) => service.listCommunities(app.db, currentUserId(req), req.query),
  );

  app.get(
    "/api/communities/user/:userId",
    {
      schema: {
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
      schema: { tags, body: createCommunitySchema, response: { 201: communitySchema } },
    },
    async (req, reply) => reply.status(201).send(await service.createCommunity(app.db, currentUserId(req), req.body)),
  );

  app.get(
    "/api/communities/:id",
    { schema: { tags, params: idParamsSchema, response: { 200: communityDetailSchema } } },
    async (req) => service.getCommunity(app.db, currentUserId(req), req.params.id),
  );

  app.post(
    "/api/communities/:id/join",
    { schema: { tags, params: idParamsSchema, body: actingUserBodySchema, response: { 200: communitySchema } } },
    async (req) => service.joinCommunity(app.db, currentUserId(req), req.params.id, req.body?.userId, hooks),
  );

  app.post(
    "/api/communities/:id/leave",
    { schema: { tags, params: idParamsSchema, body: actingUserBodySchema, response: { 200: communitySchema } } },
    async (req) => service.leaveCommunity(app.db, currentUserId(req), req.params.id, req.body?.userId),
  );

  app.get(
    "/api/communities/:id/members",
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: communityMemberPageSchema },
      },
    },
    async (req) => service.listMembers(app.db, currentUserId(req), req.params.id, req.query),
  );

  app.get(
    "/api/communities/:id/requests",
    {
      schema: { tags, params: idParamsSchema, querystring: pageQuerySchema, response: { 200: joinRequestPageSchema } },
    },
    async (req) => service.listJoinRequests(app.db, currentUserId(req), req.params.id, req.query),
  );

  for (const [action, approve] of [
    ["approve", true],
    ["decline", false],
  ] as const) {
    app.post(
      `/api/communities/:id/requests/:userId/${action}`,
      { schema: { tags, params: communityRequestParamsSchema, response: { 200: communitySchema } } },
      async (req) =>
        service.decideJoinRequest(app.db, currentUserId(req), req.params.id, req.params.userId, approve, hooks),
    );
  }
}
