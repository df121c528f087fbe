import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { searchQuerySchema, searchResultsSchema } from "@shared/schemas/search";
import { errorResponses } from "../../lib/openapi-responses";
import { userWriteLimit } from "../../lib/user-write-limit";
import { currentUserId } from "../../lib/session";
import * as service from "./search.service";

/**
 * Search across teams, people, communities and events. Each keystroke of the header's field may
 * ask (debounced), so the limit is per minute and generous for a person, not for a script
 * enumerating names.
 */
export const SEARCH_LIMIT = { limit: 60, windowSeconds: 60 } as const;

export async function searchModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/search",
    {
      preHandler: userWriteLimit(root, "search", SEARCH_LIMIT.limit, SEARCH_LIMIT.windowSeconds),
      schema: {
        summary: "Search teams, people, communities and events",
        description:
          'Case- and accent-insensitive ("atletico" finds "Atlético"); at most `limit` hits per group, each among what the viewer may see.',
        tags: ["search"],
        operationId: "search",
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (req) => {
      // Watch parties among the events show their game's live score, as in the events list.
      const game = root.hasDecorator("live") ? (id: string) => root.live.getGame(id) : null;
      return service.search({ db: app.db, game, now: () => new Date() }, currentUserId(req), req.query);
    },
  );
}
