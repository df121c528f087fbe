import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema, pageQuerySchema } from "@shared/schemas/common";
import { blockStateSchema, muteStateSchema, relatedUserPageSchema } from "@shared/schemas/blocks";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../plugins/auth";
import * as blocks from "./blocks.service";

/** Block and mute another user; the signed-in user's own lists of both. */
export async function blocksModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limited = { preHandler: userWriteLimit(root, "blocks", 60, 10 * 60) };

  // Nothing passes between two users who blocked each other, whoever notifies.
  root.notifications.addFilter(
    async ({ recipientId, actorId }) =>
      actorId === null || !(await blocks.isBlockedEitherWay(app.db, recipientId, actorId)),
  );

  app.get(
    "/api/users/me/blocks",
    { schema: { querystring: pageQuerySchema, response: { 200: relatedUserPageSchema } } },
    async (req) => blocks.listBlocks(app.db, currentUserId(req), req.query),
  );
  app.get(
    "/api/users/me/mutes",
    { schema: { querystring: pageQuerySchema, response: { 200: relatedUserPageSchema } } },
    async (req) => blocks.listMutes(app.db, currentUserId(req), req.query),
  );

  const blockRoute = { ...limited, schema: { params: idParamsSchema, response: { 200: blockStateSchema } } };
  app.post("/api/users/:id/block", blockRoute, async (req) => blocks.block(app.db, currentUserId(req), req.params.id));
  app.delete("/api/users/:id/block", blockRoute, async (req) =>
    blocks.unblock(app.db, currentUserId(req), req.params.id),
  );

  const muteRoute = { ...limited, schema: { params: idParamsSchema, response: { 200: muteStateSchema } } };
  app.post("/api/users/:id/mute", muteRoute, async (req) => blocks.mute(app.db, currentUserId(req), req.params.id));
  app.delete("/api/users/:id/mute", muteRoute, async (req) => blocks.unmute(app.db, currentUserId(req), req.params.id));
}
