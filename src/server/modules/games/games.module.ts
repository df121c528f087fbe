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
  gameSheetTopic,
  gameTopic,
  leaderboardQuerySchema,
  leaderboardSchema,
  predictionBodySchema,
  predictionStateSchema,
  revealQuerySchema,
} from "@shared/schemas/games";
import { playerPageSchema, playerParamsSchema } from "@shared/schemas/game-sheet";
import { currentUserId } from "../../lib/session";
import * as comments from "./comments.service";
import { GameRecorder } from "./game-recorder";
import { registerGameTopics } from "./game-topics";
import { throttleUser } from "./games.limits";
import { gameDetail, type GamesDeps } from "./games.service";
import { playerPage, type SheetDeps } from "./game-sheets.service";
import { SheetPusher } from "./sheet-pusher";
import { getLeaderboard } from "./leaderboard.service";
import * as predictions from "./predictions.service";
import { errorResponses, noContent } from "../../lib/openapi-responses";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { delayFor } from "../../realtime/fan-delay";
import { watchedReadCache } from "../../lib/read-cache";
import { EVENTS_CHANGES } from "../events/events.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The game centre's recorder of the leader's board changes (`flush()` awaits pending writes). */
    gameRecorder: GameRecorder;
    /** The live push of game sheet changes to this instance's sockets (`idle()` awaits pending pushes). */
    sheetPusher: SheetPusher;
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
    const sheets: SheetDeps = { provider: app.scoresProvider, spoilers: app.spoilers, log: app.log };
    // Which games have watch parties, dropped on every write the events' own cache is dropped on.
    const parties = watchedReadCache(root, "game-parties", EVENTS_CHANGES, { ttlMs: 10_000, maxEntries: 5_000 });
    const deps = (): GamesDeps => ({
      db: app.db,
      board: game,
      events: { db: app.db, cache: parties, game, now: () => new Date() },
      sheets,
    });
    /**
     * The reads of a game's page for a viewer on a delay (issue #37): the board as it was their
     * delay ago, and that moment, so nothing later is shown. The undelayed read as everyone does.
     */
    const viewerDeps = async (viewerId: number, gameId: string): Promise<GamesDeps> => {
      const delays = app.live.delays;
      const profile = delays.cached(viewerId) ?? (await delays.profileOf(viewerId));
      const now = app.sockets.clock.now();
      const ms = delayFor(profile, gameId, now);
      if (ms === 0) return deps();
      const board = (id: string) => app.live.getGameFor(profile, id) ?? app.seasons.findGame(id);
      return { ...deps(), board, asOf: now - ms };
    };

    const recorder = new GameRecorder({
      db: app.db,
      log: app.log,
      domainEvents: app.domainEvents,
      onRecorded: (changes) => {
        // Only changes to a game's story are pushed; the clock ticks travel as score_update.
        for (const { game, entries } of changes)
          if (entries.length)
            void app.sockets.sendToTopic(gameTopic(game.id), { type: "game_update", data: { ...game, entries } });
      },
    });
    app.decorate("gameRecorder", recorder);
    // What changed inside a game goes out at once from every instance to its own sockets that
    // follow the game's sheet (the board reaches every instance), before any database write.
    const SHEET_PREFIX = gameSheetTopic("");
    const pusher = new SheetPusher(
      sheets,
      () => {
        const ids = new Set<string>();
        for (const client of app.sockets.local())
          for (const topic of client.topics)
            if (topic.startsWith(SHEET_PREFIX)) ids.add(topic.slice(SHEET_PREFIX.length));
        return ids;
      },
      (game, sheet) =>
        app.sockets.deliverToTopic(gameSheetTopic(game.id), {
          type: "game_update",
          data: { ...game, entries: [], sheet },
        }),
    );
    app.decorate("sheetPusher", pusher);
    const offSheets = app.live.onChange((games) => pusher.onChanges(games));
    const off = app.live.onLeaderChanges((games) => recorder.record(games));
    app.addHook("onClose", async () => {
      off();
      offSheets();
      await recorder.close();
      await pusher.idle();
    });
    registerGameTopics(app);

    app.get(
      "/api/games/:id",
      {
        // A game's page is read by everyone watching it: its answer is written, not re-validated.
        serializerCompiler: fastSerializerCompiler,
        schema: {
          summary: "Get a game with its timeline and its sheet",
          description:
            "The score card, its timeline, the watch parties the viewer may see, and what happened inside the game: venue, broadcasts, line score, team stats, box score, key events, line-ups, leaders, head-to-head and form. Under the viewer's spoiler shield the box score, line score, key events, team stats and leaders are withheld (`shielded`) unless `reveal=1`.",
          operationId: "getGame",
          tags,
          params: gameParamsSchema,
          querystring: revealQuerySchema,
          response: { 200: gameDetailSchema, ...errorResponses(404) },
        },
      },
      async (req) => {
        const userId = currentUserId(req);
        return gameDetail(await viewerDeps(userId, req.params.id), userId, req.params.id, req.query.reveal === "1");
      },
    );

    app.get(
      "/api/players/:id",
      {
        serializerCompiler: fastSerializerCompiler,
        schema: {
          summary: "Get a player's page: season totals and game lines",
          description:
            "The player, their team, the season's totals (the sums of the game lines shown) and their line in each finished game of the season, newest first, keyed like the box score. Lines of games the viewer's spoiler shield covers come without stats unless `reveal=1`.",
          operationId: "getPlayer",
          tags: ["players"],
          params: playerParamsSchema,
          querystring: revealQuerySchema,
          response: { 200: playerPageSchema, ...errorResponses(404) },
        },
      },
      async (req) => playerPage(sheets, currentUserId(req), req.params.id, req.query.reveal === "1"),
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
      async (req) => {
        const userId = currentUserId(req);
        return comments.listComments(await viewerDeps(userId, req.params.id), userId, req.params.id, req.query);
      },
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
  { name: "games", dependencies: ["live", "spoilers"] },
);
