import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { spoilerShieldSchema } from "@shared/schemas/notifications";
import { currentUserId } from "../../lib/session";
import { userWriteLimit } from "../../lib/user-write-limit";
import { SpoilerService } from "./spoilers.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The spoiler shield: `shieldedTeamIds(userId)` for anything that shows scores. */
    spoilers: SpoilerService;
  }
}

/** GET/PUT /api/users/me/spoiler-shield { teamIds }; decorates `app.spoilers` for other features. */
export const spoilersModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const spoilers = new SpoilerService(app.db);
    app.decorate("spoilers", spoilers);
    const tags = ["notifications"];

    app.get(
      "/api/users/me/spoiler-shield",
      {
        schema: {
          summary: "Get the spoiler shield",
          operationId: "getSpoilerShield",
          tags,
          response: { 200: spoilerShieldSchema },
        },
      },
      async (req) => spoilers.get(currentUserId(req)),
    );
    app.put(
      "/api/users/me/spoiler-shield",
      {
        preHandler: userWriteLimit(app, "spoilerShield", 30, 60),
        schema: {
          summary: "Choose the teams whose scores are hidden",
          operationId: "setSpoilerShield",
          tags,
          body: spoilerShieldSchema,
          response: { 200: spoilerShieldSchema },
        },
      },
      async (req) => spoilers.set(currentUserId(req), req.body.teamIds),
    );
  },
  { name: "spoilers" },
);
