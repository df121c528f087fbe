import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { NewsArticle } from "@shared/schemas/news";
import { newsImageParamsSchema, newsImageQuerySchema, newsListSchema } from "@shared/schemas/news";
import { notFound } from "../../lib/errors";
import { espnNewsProvider } from "../../providers/news/espn.provider";
import { newsImageSvg } from "../../providers/news/news-image-svg";
import { sampleImage, sampleNewsProvider } from "../../providers/news/sample.provider";
import type { NewsProvider } from "../../providers/news/types";
import { errorResponses, fileResponse } from "../../lib/openapi-responses";

const MAX_ARTICLES = 50;
const IMAGE_NOT_AVAILABLE = "Image not available";

/** The address the app serves a remote news image under. */
export const proxiedNewsImageUrl = (remote: string) => `/api/news/image?src=${encodeURIComponent(remote)}`;

/**
 * Every image of an article as the browser gets it: the app's own paths stay, a remote address
 * becomes the app's proxy address when the provider's image hosts allow it, otherwise no image.
 * So the CSP's img-src stays 'self'.
 */
function servedFromHere(provider: NewsProvider, a: NewsArticle): NewsArticle {
  const src = a.imageUrl;
  if (!src || (src.startsWith("/") && !src.startsWith("//"))) return a;
  return { ...a, imageUrl: provider.images?.allows(src) ? proxiedNewsImageUrl(src) : null };
}

/** News: GET /api/live/news (SPEC §7) from the configured provider, and the articles' images. */
export async function newsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const provider =
    app.config.newsProvider === "espn"
      ? espnNewsProvider({
          log: app.log,
          baseUrl: app.config.espnBaseUrl,
          userAgent: app.config.providerUserAgent,
          count: (name, status) => app.metrics.providerRequests.inc({ provider: name, status }),
        })
      : sampleNewsProvider();

  app.get(
    "/api/live/news",
    {
      schema: {
        summary: "List the latest sports news",
        operationId: "listNews",
        tags: ["live"],
        response: { 200: newsListSchema },
      },
    },
    async () => (await provider.latest()).slice(0, MAX_ARTICLES).map((a) => servedFromHere(provider, a)),
  );

  // Only an image of an article the provider returned: the proxy fetches nothing else (no SSRF).
  app.get(
    "/api/news/image",
    {
      schema: {
        summary: "Get a news article's image through this server",
        operationId: "getNewsImage",
        tags: ["live"],
        querystring: newsImageQuerySchema,
        response: {
          200: fileResponse("The image, as the news provider serves it.", [
            "image/jpeg",
            "image/png",
            "image/gif",
            "image/webp",
            "image/avif",
          ]),
          ...errorResponses(404),
        },
      },
    },
    async (req, reply) => {
      const { src } = req.query;
      const listed = (await provider.latest()).some((a) => a.imageUrl === src);
      const image = listed && provider.images ? await provider.images.get(src) : null;
      if (!image) throw notFound(IMAGE_NOT_AVAILABLE);
      return reply
        .type(image.contentType)
        .header("Cache-Control", "private, max-age=86400")
        .header("Content-Disposition", "inline")
        .send(image.bytes);
    },
  );

  app.get(
    "/api/news/images/:file",
    {
      config: { public: true },
      schema: {
        summary: "Get a sample news article's drawn image",
        operationId: "getSampleNewsImage",
        tags: ["live"],
        params: newsImageParamsSchema,
        response: { 200: fileResponse("The image as an SVG.", ["image/svg+xml"]), ...errorResponses(404) },
      },
    },
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
