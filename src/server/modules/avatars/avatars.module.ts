import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { avatarParamsSchema, avatarQuerySchema } from "@shared/schemas/media";
import { avatarSvg } from "./avatar-svg";
import { fileResponse } from "../../lib/openapi-responses";

/** Serves generated avatars; public and cacheable because they hold nothing private. */
export async function avatarsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/avatars/:file",
    {
      config: { public: true },
      schema: {
        summary: "Get a generated avatar",
        operationId: "getAvatar",
        tags: ["media"],
        params: avatarParamsSchema,
        querystring: avatarQuerySchema,
        response: { 200: fileResponse("The avatar as an SVG image.", ["image/svg+xml"]) },
      },
    },
    async (req, reply) => {
      const seed = req.params.file.slice(0, -4);
      const initials = req.query.i ?? seed.replace(/[^A-Za-z]/g, "").slice(0, 2);
      return reply
        .type("image/svg+xml")
        .header("Cache-Control", "public, max-age=604800, immutable")
        .send(avatarSvg(seed, initials || "?"));
    },
  );
}
