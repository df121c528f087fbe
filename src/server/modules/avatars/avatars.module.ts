import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { avatarSvg } from "./avatar-svg";
import { fileResponse } from "../../lib/openapi-responses";

const params = z.object({ file: z.string().regex(/^[^/]{1,60}\.svg$/, "Unknown avatar") });
const query = z.object({ i: z.string().max(4).optional() });

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
        params,
        querystring: query,
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
