import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { mediaParamsSchema } from "@shared/schemas/media";
import { mediaStorageOf } from "../../providers/media";
import { loadImage } from "./media.service";
import { errorResponses, fileResponse } from "../../lib/openapi-responses";

/**
 * Serves stored images. Keys are random and never reused, so the bytes behind a URL never
 * change: browsers and CDNs may keep them for a year. Public so <img> works without
 * credentials; an unguessable key is the only way to reach an image.
 */
export async function mediaModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = mediaStorageOf(root);
  app.get(
    "/api/media/:key",
    {
      config: { public: true },
      schema: {
        summary: "Get an uploaded image",
        operationId: "getMedia",
        tags: ["media"],
        params: mediaParamsSchema,
        response: {
          200: fileResponse("The stored image.", ["image/webp"]),
          ...errorResponses(404),
        },
      },
    },
    async (req, reply) => {
      const image = await loadImage(app.db, storage, req.params.key);
      return reply
        .type(image.contentType)
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("ETag", `"${req.params.key}"`)
        .header("Content-Disposition", "inline")
        .send(image.bytes);
    },
  );
}
