import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "@shared/schemas/common";
import { publicUserSchema } from "@shared/schemas/user";
import { updateProfileSchema, userProfileSchema, userStatsSchema } from "@shared/schemas/users";
import { currentUserId } from "../../plugins/auth";
import { confirmCurrentPassword } from "../auth/reauth.service";
import { getProfile } from "./user-profile.service";
import * as users from "./users.service";
import { errorResponses } from "../../lib/openapi-responses";

/** Profiles: another user's public profile, profile stats, and editing one's own profile. */
export async function usersModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const tags = ["users"];

  app.get(
    "/api/users/:id",
    {
      schema: {
        summary: "Get a user's profile",
        operationId: "getUserProfile",
        tags,
        params: idParamsSchema,
        response: { 200: userProfileSchema, ...errorResponses(404) },
      },
    },
    async (req) => getProfile(app.db, currentUserId(req), req.params.id),
  );

  app.get(
    "/api/users/:id/stats",
    {
      schema: {
        summary: "Get a user's statistics",
        operationId: "getUserStats",
        tags,
        params: idParamsSchema,
        response: { 200: userStatsSchema, ...errorResponses(404) },
      },
    },
    async (req) => users.getStats(app.database, req.params.id),
  );

  app.patch(
    "/api/users/:id",
    {
      schema: {
        summary: "Edit one's own profile",
        operationId: "updateProfile",
        tags,
        params: idParamsSchema,
        body: updateProfileSchema,
        response: { 200: publicUserSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      return users.updateProfile(app, userId, req.params.id, req.body, (password) =>
        confirmCurrentPassword(root, userId, password),
      );
    },
  );
}
