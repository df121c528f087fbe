import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  friendActionResultSchema,
  friendActionSchema,
  friendRequestSchema,
  friendSchema,
  friendSearchQuerySchema,
  userSearchHitSchema,
} from "@shared/schemas/friends";
import { writeLimit } from "../../lib/write-limits";
import { currentUserId } from "../../lib/session";
import * as friends from "./friends.service";
import { errorResponses } from "../../lib/openapi-responses";

/** Friends: list, pending requests, search, and the four actions (SPEC §7 /api/friends/*). */
export async function friendsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const tags = ["friends"];

  app.get(
    "/api/friends",
    {
      schema: {
        summary: "List one's friends",
        operationId: "listFriends",
        tags,
        response: { 200: z.array(friendSchema) },
      },
    },
    async (req) => friends.listFriends(app.db, currentUserId(req)),
  );

  app.get(
    "/api/friends/requests",
    {
      schema: {
        summary: "List friend requests sent to one",
        operationId: "listFriendRequests",
        tags,
        response: { 200: z.array(friendRequestSchema) },
      },
    },
    async (req) => friends.listRequests(app.db, currentUserId(req)),
  );

  app.get(
    "/api/friends/find",
    {
      schema: {
        summary: "Find people by name or username",
        operationId: "findPeople",
        tags,
        querystring: friendSearchQuerySchema,
        response: { 200: z.array(userSearchHitSchema) },
      },
    },
    async (req) => friends.find(app.db, currentUserId(req), req.query.q),
  );

  const action = (summary: string, operationId: string, ...refusals: (404 | 409 | 429)[]) => ({
    schema: {
      summary,
      operationId,
      tags,
      body: friendActionSchema,
      response: { 200: friendActionResultSchema, ...errorResponses(...refusals) },
    },
  });
  app.post(
    "/api/friends/request",
    {
      ...action("Send a friend request", "sendFriendRequest", 404, 409, 429),
      preHandler: writeLimit(root, "friendRequest"),
    },
    async (req) => friends.sendRequest(app, currentUserId(req), req.body.friendId, Date.now()),
  );
  app.post("/api/friends/accept", action("Accept a friend request", "acceptFriendRequest", 404), async (req) =>
    friends.accept(app, currentUserId(req), req.body.friendId),
  );
  app.post("/api/friends/decline", action("Decline a friend request", "declineFriendRequest", 404), async (req) =>
    friends.decline(app.db, currentUserId(req), req.body.friendId),
  );
  app.post("/api/friends/unfriend", action("Remove a friend", "unfriend", 404), async (req) =>
    friends.unfriend(app.db, currentUserId(req), req.body.friendId),
  );
}
