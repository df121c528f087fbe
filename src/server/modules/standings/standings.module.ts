import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leagueStandingsSchema, standingsParamsSchema } from "@shared/schemas/standings";
import { sendEncodedJson } from "../../lib/encoded-response";
import { errorResponses } from "../../lib/openapi-responses";
import { notFound } from "../../lib/errors";
import { LEAGUE_SLUGS } from "@shared/schemas/teams";

/**
 * League tables (GET /api/standings/:league), from the season provider (the simulator's season
 * or ESPN). Each table is computed, serialised and compressed once per snapshot (SeasonReads)
 * and answered with its ETag, so a busy match day costs one computation per league.
 */
export async function standingsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/standings/:league",
    {
      schema: {
        summary: "A league's table, grouped as its fans read it (conferences, divisions, groups)",
        tags: ["standings"],
        operationId: "getStandings",
        params: standingsParamsSchema,
        response: {
          200: leagueStandingsSchema,
          // 503 (code `unavailable`) while ESPN has not answered and no table is held yet.
          ...errorResponses(404),
        },
      },
    },
    async (req, reply) => {
      const league = LEAGUE_SLUGS.find((l) => l === req.params.league);
      if (!league) throw notFound("Unknown league");
      sendEncodedJson(req, reply, (await app.seasons.standings(league)).encoded);
    },
  );
}
