import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newsImageParamsSchema, newsListSchema } from "@shared/schemas/news";
import { notFound } from "../../lib/errors";
import { espnNewsProvider } from "../../providers/news/espn.provider";
import { newsImageSvg } from "../../providers/news/news-image-svg";
import { sampleImage, sampleNewsProvider } from "../../providers/news/sample.provider";

const MAX_ARTICLES = 50;

/** News: GET /api/live/news (SPEC §7) from the configured provider, and the sample articles' images. */
export async function newsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const provider = app.config.newsProvider === "espn" ? espnNewsProvider({ log: app.log }) : sampleNewsProvider();

  app.get("/api/live/news", { schema: { response: { 200: newsListSchema } } }, async () =>
    (await provider.latest()).slice(0, MAX_ARTICLES),
  );

  app.get(
    "/api/news/images/:file",
    { config: { public: true }, schema: { params: newsImageParamsSchema } },
    async (req, reply) => {
      const image = sampleImage(req.params.file.slice(0, -4));
      if (!image) throw notFound("Unknown image");
      return reply
        .type("image/svg+xml")
        .header("Cache-Control", "public, max-age=86400")
        .send(newsImageSvg(image.sport, image.label));
    },
  );
}
