import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, pageQuerySchema } from "@shared/schemas/common";
import { blockStateSchema, muteStateSchema, relatedUserPageSchema } from "@shared/schemas/blocks";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../lib/session";
import { isBlockedEitherWay } from "../../lib/safety";
import * as blocks from "./blocks.service";
import { errorResponses } from "../../lib/openapi-responses";

/** Block and mute another user; the signed-in user's own lists of both. */
export async function blocksModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { preHandler: userWriteLimit(root, "blocks", 60, 10 * 60) };

  // Nothing passes between two users who blocked each other, whoever notifies.
  root.notifications.addFilter(
    async ({ recipientId, actorId }) => actorId === null || !(await isBlockedEitherWay(app.db, recipientId, actorId)),
  );

  const tags = ["safety"];
  app.get(
    "/api/users/me/blocks",
    {
      schema: {
        summary: "List the users one has blocked",
        operationId: "listBlocks",
        tags,
        querystring: pageQuerySchema,
        response: { 200: relatedUserPageSchema },
      },
    },
    async (req) => blocks.listBlocks(app.db, currentUserId(req), req.query),
  );
  app.get(
    "/api/users/me/mutes",
    {
      schema: {
        summary: "List the users one has muted",
        operationId: "listMutes",
        tags,
        querystring: pageQuerySchema,
        response: { 200: relatedUserPageSchema },
      },
    },
    async (req) => blocks.listMutes(app.db, currentUserId(req), req.query),
  );

  const blockRoute = (summary: string, operationId: string) => ({
    ...limited,
    schema: {
      summary,
      operationId,
      tags,
      params: idParamsSchema,
      response: { 200: blockStateSchema, ...errorResponses(404) },
    },
  });
  app.post("/api/users/:id/block", blockRoute("Block a user", "blockUser"), async (req) =>
    blocks.block(app, currentUserId(req), req.params.id),
  );
  app.delete("/api/users/:id/block", blockRoute("Unblock a user", "unblockUser"), async (req) =>
    blocks.unblock(app, currentUserId(req), req.params.id),
  );

  const muteRoute = (summary: string, operationId: string) => ({
    ...limited,
    schema: {
      summary,
      operationId,
      tags,
      params: idParamsSchema,
      response: { 200: muteStateSchema, ...errorResponses(404) },
    },
  });
  app.post("/api/users/:id/mute", muteRoute("Mute a user", "muteUser"), async (req) =>
    blocks.mute(app, currentUserId(req), req.params.id),
  );
  app.delete("/api/users/:id/mute", muteRoute("Unmute a user", "unmuteUser"), async (req) =>
    blocks.unmute(app, currentUserId(req), req.params.id),
  );
}
