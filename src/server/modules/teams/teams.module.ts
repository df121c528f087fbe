import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "@shared/schemas/common";
import { rosterSchema } from "@shared/schemas/game-sheet";
import { badgeParamsSchema, teamListSchema, teamLogoParamsSchema, type Team } from "@shared/schemas/teams";
import { notFound } from "../../lib/errors";
import { teamById } from "../../catalogue/teams";
import { teamLogoSvg } from "./team-logo-svg";
import { registerTeamPageRoutes } from "./team-pages.routes";
import { presentTeam } from "./teams.presenter";
import * as repo from "./teams.repository";
import { userExists } from "../users/users.service";
import { teamRoster } from "../games/game-sheets.service";
import { errorResponses, fileResponse } from "../../lib/openapi-responses";

const LOGO_CACHE = "public, max-age=86400";

/** Teams: the catalogue, users' favourite teams, and the app-drawn logos. */
export async function teamsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The catalogue only changes with a deploy: build the response once.
  let cached: Team[] | null = null;

  const tags = ["teams"];

  app.get(
    "/api/teams",
    { schema: { summary: "List every team", operationId: "listTeams", tags, response: { 200: teamListSchema } } },
    async () => {
      cached ??= (await repo.listTeams(app.db)).map(presentTeam);
      return cached;
    },
  );

  app.get(
    "/api/users/:id/favorite-teams",
    {
      schema: {
        summary: "List a user's favourite teams",
        operationId: "listFavoriteTeams",
        tags,
        params: idParamsSchema,
        response: { 200: teamListSchema, ...errorResponses(404) },
      },
    },
    async (req) => {
      const teams = await repo.favoriteTeamsOf(app.db, req.params.id);
      if (teams.length === 0 && !(await userExists(app.db, req.params.id))) throw notFound("User not found");
      return teams.map(presentTeam);
    },
  );

  registerTeamPageRoutes(app);

  app.get(
    "/api/teams/:id/roster",
    {
      schema: {
        summary: "List a team's players",
        description: "The team's squad from the scores provider: id, name, shirt number and position of each player.",
        operationId: "getTeamRoster",
        tags,
        params: idParamsSchema,
        response: { 200: rosterSchema, ...errorResponses(404) },
      },
    },
    // The provider is the live module's, registered after this one: read when asked.
    async (req) => teamRoster(app.scoresProvider, req.params.id),
  );

  // Logos are public (an <img> may load before the session check) and hold nothing private.
  app.get(
    "/api/teams/logos/:file",
    {
      config: { public: true },
      schema: {
        summary: "Get a team's logo",
        operationId: "getTeamLogo",
        tags,
        params: teamLogoParamsSchema,
        response: { 200: fileResponse("The logo as an SVG image.", ["image/svg+xml"]), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const team = teamById(Number(req.params.file.slice(0, -4)));
      if (!team) throw notFound("Unknown team logo");
      return reply
        .type("image/svg+xml")
        .header("Cache-Control", LOGO_CACHE)
        .send(
          teamLogoSvg({
            abbreviation: team.abbreviation,
            primary: team.primaryColor,
            secondary: team.secondaryColor,
            sport: team.sport,
            label: team.name,
          }),
        );
    },
  );

  app.get(
    "/api/teams/badges/:file",
    {
      config: { public: true },
      schema: {
        summary: "Get a badge for a team abbreviation",
        operationId: "getTeamBadge",
        tags,
        params: badgeParamsSchema,
        response: { 200: fileResponse("The badge as an SVG image.", ["image/svg+xml"]) },
      },
    },
    async (req, reply) => {
      const abbreviation = req.params.file.slice(0, -4);
      return reply
        .type("image/svg+xml")
        .header("Cache-Control", LOGO_CACHE)
        .send(
          teamLogoSvg({ abbreviation, primary: "#64748b", secondary: "#cbd5e1", sport: "none", label: abbreviation }),
        );
    },
  );
}
