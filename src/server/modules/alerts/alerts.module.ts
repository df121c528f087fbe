import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { alertSettingsSchema, alertSettingsUpdateSchema } from "@shared/schemas/alerts";
import { errorResponses } from "../../lib/openapi-responses";
import { currentUserId } from "../../lib/session";
import { userWriteLimit } from "../../lib/user-write-limit";
import * as repo from "./alerts.repository";
import { AlertSettingsService, type PlayerLookup } from "./alerts.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The fans' alert settings: `delaySecondsOf(userId)` for every live surface (issue #37). */
    alerts: AlertSettingsService;
  }
}

/** GET/PUT /api/alerts; decorates `app.alerts`. Registered after the live module, whose board names games. */
export const alertsModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const gameKnown = (id: string) =>
      Boolean(app.live.getGame(id) ?? app.seasons.findGame(id)) || repo.storedGameExists(app.db, id);
    const provider = app.scoresProvider;
    // A player page the provider can answer names a player (the page the fan follows from).
    const playerOf: PlayerLookup = async (playerId) => {
      const page = provider.player ? await provider.player(playerId) : null;
      return page ? { name: page.player.name, teamId: page.player.team?.id ?? null } : null;
    };
    const alerts = new AlertSettingsService(app, gameKnown, playerOf);
    app.decorate("alerts", alerts);
    const tags = ["alerts"];

    app.get(
      "/api/alerts",
      {
        schema: {
          summary: "Get one's alerts: per team, per game, players followed, quiet hours and delay",
          operationId: "getAlerts",
          tags,
          response: { 200: alertSettingsSchema },
        },
      },
      async (req) => alerts.get(currentUserId(req)),
    );
    app.put(
      "/api/alerts",
      {
        preHandler: userWriteLimit(app, "alerts", 60, 60),
        schema: {
          summary: "Change one's alerts",
          description:
            "Each field given replaces that part; a field left out stays as it is. A favourite team left out of `teams` goes back to its default kinds (start, score or, in basketball, lead_change, final); a game left out of `games` follows its teams again; an empty `kinds` turns a team or game off. `players` are the players followed: each one's goals, touchdowns and home runs reach the fan through the game's notification, whichever teams play (a player left out is no longer followed; an unknown player answers 400). `quietHours` are read in the fan's own time zone.",
          operationId: "setAlerts",
          tags,
          body: alertSettingsUpdateSchema,
          response: { 200: alertSettingsSchema, ...errorResponses(400) },
        },
      },
      async (req) => alerts.put(currentUserId(req), req.body),
    );
  },
  { name: "alerts", dependencies: ["live"] },
);
