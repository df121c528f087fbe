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
import { currentUserId } from "../../plugins/auth";
import * as friends from "./friends.service";

/** Friends: list, pending requests, search, and the four actions (SPEC §7 /api/friends/*). */
export async function friendsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get("/api/friends", { schema: { response: { 200: z.array(friendSchema) } } }, async (req) =>
    friends.listFriends(app.db, currentUserId(req)),
  );

  app.get("/api/friends/requests", { schema: { response: { 200: z.array(friendRequestSchema) } } }, async (req) =>
    friends.listRequests(app.db, currentUserId(req)),
  );

  app.get(
    "/api/friends/find",
    { schema: { querystring: friendSearchQuerySchema, response: { 200: z.array(userSearchHitSchema) } } },
    async (req) => friends.find(app.db, currentUserId(req), req.query.q),
  );

  const action = { schema: { body: friendActionSchema, response: { 200: friendActionResultSchema } } };
  const notify = (type: "friend_request" | "friend_accepted", actorId: number, recipientId: number) =>
    app.notifications.notify({ recipientId, type, actorId, subject: { kind: "user", id: actorId } });
  app.post("/api/friends/request", { ...action, preHandler: writeLimit(root, "friendRequest") }, async (req) => {
    const userId = currentUserId(req);
    const res = await friends.sendRequest(app.db, userId, req.body.friendId, Date.now());
    // Asking someone who had asked you accepts their request.
    await notify(res.status === "friends" ? "friend_accepted" : "friend_request", userId, req.body.friendId);
    return res;
  });
  app.post("/api/friends/accept", action, async (req) => {
    const userId = currentUserId(req);
    const res = await friends.accept(app.db, userId, req.body.friendId);
    await notify("friend_accepted", userId, req.body.friendId);
    return res;
  });
  app.post("/api/friends/decline", action, async (req) =>
    friends.decline(app.db, currentUserId(req), req.body.friendId),
  );
  app.post("/api/friends/unfriend", action, async (req) =>
    friends.unfriend(app.db, currentUserId(req), req.body.friendId),
  );
}
