import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cleanString } from "@shared/schemas/common";
import { errorResponses } from "../../lib/openapi-responses";
import { notFound } from "../../lib/errors";
import { headTags } from "./head-tags";
import { PreviewImages, RenderQueueFull } from "./preview-image";
import { countPreviewRender, previewBusy } from "./preview-limits";
import { previewOf, SHARE_KINDS, type ShareDeps, type ShareKind } from "./share.service";

const previewParamsSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  id: cleanString().min(1).max(100),
});
/** Busts caches when the card changes; any value is accepted (the current card is drawn). */
const previewQuerySchema = z.object({ v: cleanString().max(40).optional() });

/** The pages that have a link preview, and their kind. */
const SHARED_PAGE = /^\/(events|games|teams)\/([^/?#]+)$/;

const shareDeps = (app: FastifyInstance): ShareDeps => ({
  db: app.db,
  board: (id) => (app.hasDecorator("live") ? app.live.getGame(id) : undefined),
});

const imagePath = (kind: ShareKind, id: string, version: string) =>
  `/api/previews/${kind}/${encodeURIComponent(id)}/card.png?v=${encodeURIComponent(version)}`;

/**
 * The head tags of a page fetched without a session (what link-preview services see), or null
 * when the page has none: only public events, games and teams (share.service.ts).
 */
export function sharePageHead(app: FastifyInstance) {
  return async (_req: FastifyRequest, path: string): Promise<string | null> => {
    const m = SHARED_PAGE.exec(path);
    if (!m) return null;
    let id: string;
    try {
      id = decodeURIComponent(m[2]!);
    } catch {
      return null;
    }
    const kind = m[1] as ShareKind;
    const preview = await previewOf(shareDeps(app), kind, id);
    if (!preview) return null;
    // PUBLIC_ORIGIN, never the request's Host: these tags are what a shared link shows everyone.
    const origin = app.config.publicOrigin;
    return headTags(
      preview,
      `${origin}/${kind}/${encodeURIComponent(id)}`,
      origin + imagePath(kind, id, preview.version),
    );
  };
}

/** Link preview images: public, for the pages that have a preview (see sharePageHead). */
export async function shareModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const images = new PreviewImages();
  app.get(
    "/api/previews/:kind/:id/card.png",
    {
      config: { public: true },
      schema: {
        summary: "The link preview image of a public page",
        description:
          "A 1200x630 PNG of a public event (title, date, venue), a game (its teams and start time, never the score) or a team. Anything else, a private event included, answers 404 like an unknown id. Drawing a card is limited per client address, and per instance to a few at a time: past either, 429 with Retry-After (a card already drawn is always served).",
        tags: ["share"],
        operationId: "getPreviewImage",
        params: previewParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: z.any().describe("image/png"), ...errorResponses(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const { kind, id } = req.params;
      const preview = await previewOf(shareDeps(root), kind, id);
      if (!preview) throw notFound("No preview for this page");
      const key = `${kind}:${id}:${preview.version}`;
      let png = images.cached(key);
      if (!png) {
        await countPreviewRender(app, req);
        try {
          png = images.render(key, preview.card, kind === "teams");
        } catch (err) {
          if (err instanceof RenderQueueFull) throw previewBusy();
          throw err;
        }
      }
      return reply
        .type("image/png")
        .header("Cache-Control", "public, max-age=3600")
        .send(await png);
    },
  );
}
