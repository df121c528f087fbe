import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "@shared/schemas/common";
import { userProfileSchema } from "@shared/schemas/users";
import { errorResponses } from "../../lib/openapi-responses";
import { currentUserId } from "../../lib/session";
import { getProfile } from "./profiles.service";

/** Another user's profile page: who they are, their teams, counts, and where the viewer stands with them. */
export async function profilesModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/users/:id",
    {
      schema: {
        summary: "Get a user's profile",
        operationId: "getUserProfile",
        tags: ["users"],
        params: idParamsSchema,
        response: { 200: userProfileSchema, ...errorResponses(404) },
      },
    },
    async (req) => getProfile(app.db, currentUserId(req), req.params.id),
  );
}
