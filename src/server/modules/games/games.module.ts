import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createGameCommentSchema,
  gameCommentPageSchema,
  gameCommentParamsSchema,
  gameCommentQuerySchema,
  gameCommentSchema,
  gameDetailSchema,
  gameParamsSchema,
  gameTopic,
  leaderboardQuerySchema,
  leaderboardSchema,
  predictionBodySchema,
  predictionStateSchema,
} from "@shared/schemas/games";
import { currentUserId } from "../../plugins/auth";
import * as comments from "./comments.service";
import { GameRecorder } from "./game-recorder";
import { registerGameTopics } from "./game-topics";
import { throttleUser } from "./games.limits";
import { gameDetail, type GamesDeps } from "./games.service";
import { getLeaderboard } from "./leaderboard.service";
import * as predictions from "./predictions.service";
import { errorResponses, noContent } from "../../lib/openapi-responses";

declare module "fastify" {
  interface FastifyInstance {
    /** The game centre's recorder of the leader's board changes (`flush()` awaits pending writes). */
    gameRecorder: GameRecorder;
  }
}

/**
 * The game centre (issue #14): stored games and their timeline (written by the leader from the
 * live board), the match thread, predictions scored at the final, leaderboards. Registered
 * after the live module, whose board it records.
 */
export const gamesModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["games"];
    // A game the board no longer holds may still be a game of the season (a past final of a team's schedule).
    const game = (id: string) => app.live.getGame(id) ?? app.seasons.findGame(id);
    const deps = (): GamesDeps => ({
      db: app.db,
      board: game,
      events: { db: app.db, game, now: () => new Date() },
    });

    const recorder = new GameRecorder({
      db: app.db,
      log: app.log,
      onRecorded: (changes) => {
        // Only changes to a game's story are pushed; the clock ticks travel as score_update.
        for (const { game, entries } of changes)
          if (entries.length)
            void app.sockets.sendToTopic(gameTopic(game.id), { type: "game_update", data: { ...game, entries } });
      },
    });
    app.decorate("gameRecorder", recorder);
    const off = app.live.onLeaderChanges((games) => recorder.record(games));
    app.addHook("onClose", async () => {
      off();
      await recorder.close();
    });
    registerGameTopics(app);

    app.get(
      "/api/games/:id",
      {
        schema: {
          summary: "Get a game with its timeline",
          operationId: "getGame",
          tags,
          params: gameParamsSchema,
          response: { 200: gameDetailSchema, ...errorResponses(404) },
        },
      },
      async (req) => gameDetail(deps(), currentUserId(req), req.params.id),
    );

    app.get(
      "/api/games/:id/comments",
      {
        schema: {
          summary: "List a game's match thread",
          description:
            "Newest first, as the viewer may read it: nothing by a user blocked either way, nothing a moderator removed but the viewer's own (marked `removed`).",
          operationId: "listGameComments",
          tags,
          params: gameParamsSchema,
          querystring: gameCommentQuerySchema,
          response: { 200: gameCommentPageSchema, ...errorResponses(404) },
        },
      },
      async (req) => comments.listComments(deps(), currentUserId(req), req.params.id, req.query),
    );

    app.post(
      "/api/games/:id/comments",
      {
        schema: {
          summary: "Post in a game's match thread",
          operationId: "addGameComment",
          tags,
          params: gameParamsSchema,
          body: createGameCommentSchema,
          response: { 201: gameCommentSchema, ...errorResponses(404, 429) },
        },
      },
      async (req, reply) => {
        const userId = currentUserId(req);
        await throttleUser(app, "comment", userId);
        return reply.status(201).send(await comments.addComment(deps(), app.sockets, userId, req.params.id, req.body));
      },
    );

    app.delete(
      "/api/games/:id/comments/:commentId",
      {
        schema: {
          summary: "Delete one's own match thread comment",
          operationId: "deleteGameComment",
          tags,
          params: gameCommentParamsSchema,
          response: { 204: noContent("The comment is deleted."), ...errorResponses(404, 429) },
        },
      },
      async (req, reply) => {
        const userId = currentUserId(req);
        await throttleUser(app, "deleteComment", userId);
        await comments.deleteComment(deps(), app.sockets, userId, req.params.id, req.params.commentId);
        return reply.status(204).send();
      },
    );

    app.get(
      "/api/games/:id/prediction",
      {
        schema: {
          summary: "Get one's prediction for a game and the crowd's",
          operationId: "getPrediction",
          tags,
          params: gameParamsSchema,
          response: { 200: predictionStateSchema, ...errorResponses(404) },
        },
      },
      async (req) => predictions.predictionState(deps(), currentUserId(req), req.params.id),
    );

    app.post(
      "/api/games/:id/prediction",
      {
        schema: {
          summary: "Predict a game's result before it starts",
          operationId: "submitPrediction",
          tags,
          params: gameParamsSchema,
          body: predictionBodySchema,
          response: { 200: predictionStateSchema, ...errorResponses(404, 409, 429) },
        },
      },
      async (req) => {
        const userId = currentUserId(req);
        await throttleUser(app, "prediction", userId);
        return predictions.submitPrediction(deps(), userId, req.params.id, req.body);
      },
    );

    app.get(
      "/api/leaderboards",
      {
        schema: {
          summary: "Get a prediction leaderboard",
          operationId: "getLeaderboard",
          tags,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardSchema, ...errorResponses(403) },
        },
      },
      async (req) => getLeaderboard(app.db, currentUserId(req), req.query, new Date()),
    );
  },
  { name: "games", dependencies: ["live"] },
);
