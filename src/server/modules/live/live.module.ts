import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gameListSchema, liveLeagueParamsSchema, type Game } from "@shared/schemas/live";
import { INTERNATIONAL_SOCCER_LEAGUES } from "@shared/schemas/teams";
import { gameParamsSchema } from "@shared/schemas/games";
import { liveMomentSchema } from "@shared/schemas/fan-delay";
import { notFound } from "../../lib/errors";
import { errorResponses } from "../../lib/openapi-responses";
import { sendEncodedJson } from "../../lib/encoded-response";
import { openRedis } from "../../lib/redis";
import { memoryHub, redisHub } from "../../realtime/hub";
import { redisElector, soloElector } from "../../realtime/leader";
import { registerWsGateway } from "../../realtime/ws-gateway";
import { SOCKET_SESSION_CHECK_MS, currentUserId, liveSessionIds } from "../../lib/session";
import type { ScoresProvider } from "../../providers/scores/types";
import { createScoresProvider, createSeasonProvider } from "./scores-provider";
import { SeasonReads } from "./season-reads";
import { BoardResponses, DelayedBoardResponses, setFreshnessHeaders, type BoardView } from "./board-responses";
import { isDelayed } from "../../realtime/fan-delay";
import { LiveService } from "./live.service";
import { registerSimControl, SimClock } from "./sim-control";

declare module "fastify" {
  interface FastifyInstance {
    /** The live board: `list()` of games, `onChange()`, and `publish()` for the leader's changes. */
    live: LiveService;
    /** Tables and team schedules of the season, from the same provider as the board, held per snapshot. */
    seasons: SeasonReads;
    /** The board's scores provider: the game centre asks it for game sheets, rosters and player pages. */
    scoresProvider: ScoresProvider;
  }
}

/**
 * Live scores: the board (provider on the leader, hub to every instance), the REST reads of
 * SPEC §7 and the /ws gateway. Wrapped in fastify-plugin so `app.live` is visible to others.
 */
export const liveModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { config } = app;
    // Namespaced by the simulation seed, so separate deployments (and test apps) sharing a Redis never mix.
    const namespace = `fz:live:${config.scoresProvider}:${config.simSeed}`;
    const simClock = config.simControl ? new SimClock() : null;
    const countRequest = (name: string, status: string) => app.metrics.providerRequests.inc({ provider: name, status });
    // ESPN's player pages read team schedules through `app.seasons` (decorated below), when asked.
    const provider = createScoresProvider(config, app.log, simClock?.now, countRequest, (team) =>
      app.seasons.schedule(team),
    );
    const instanceId = randomUUID();
    const live = new LiveService({
      instanceId,
      provider,
      hub: app.redis
        ? redisHub(app.redis, await openRedis(config.redisUrl!, "live-sub"), namespace, app.log)
        : memoryHub(),
      elector: app.redis
        ? redisElector(app.redis, `${namespace}:leader`, instanceId, { ttlMs: config.leaderLeaseMs })
        : soloElector(),
      log: app.log,
      now: app.sockets.clock.now,
    });
    app.decorate("live", live);
    app.decorate("scoresProvider", provider);
    app.decorate("seasons", new SeasonReads(createSeasonProvider(config, app.log, provider, countRequest)));
    app.addHook("onReady", () => live.start());
    app.addHook("onClose", () => live.stop());

    // The board is read far more often than it changes: each view of it is serialised (through
    // the schema, once), hashed and compressed once per change, and answered with ETag/304.
    const boards = new BoardResponses(live);
    const send = (req: FastifyRequest, reply: FastifyReply, view: BoardView) => {
      setFreshnessHeaders(reply, view);
      sendEncodedJson(req, reply, view.encoded);
    };
    // A fan on a delay (issue #37) is answered the board as it was that long ago; everyone else
    // (and a profile already at hand) takes the fast path above without waiting for anything.
    const delayedBoards = new DelayedBoardResponses(live);
    const sendBoard = (req: FastifyRequest, reply: FastifyReply, key: string, select: (games: Game[]) => Game[]) => {
      const userId = currentUserId(req);
      const profile = live.delays.cached(userId);
      if (profile && !isDelayed(profile)) return send(req, reply, boards.get(key, select));
      if (profile) return send(req, reply, delayedBoards.get(key, select, profile));
      // The reply is sent inside; the promise only tells Fastify the handler is done.
      return live.delays.profileOf(userId).then((p) => {
        send(req, reply, isDelayed(p) ? delayedBoards.get(key, select, p) : boards.get(key, select));
      });
    };
    const tags = ["live"];
    const list = (summary: string, operationId: string) => ({
      schema: { summary, operationId, tags, response: { 200: gameListSchema } },
    });
    app.get("/api/live/scores", list("List the games on the live scoreboard", "listLiveScores"), (req, reply) =>
      sendBoard(req, reply, "all", (g) => g),
    );
    app.get(
      "/api/live/international-soccer",
      list("List the international soccer games on the scoreboard", "listInternationalSoccer"),
      (req, reply) =>
        sendBoard(req, reply, "international-soccer", (games) =>
          games.filter((g) => INTERNATIONAL_SOCCER_LEAGUES.includes(g.league)),
        ),
    );
    app.get(
      "/api/live/leagues/:league",
      {
        schema: {
          summary: "List one league's games on the scoreboard",
          operationId: "listLeagueGames",
          tags,
          params: liveLeagueParamsSchema,
          response: { 200: gameListSchema },
        },
      },
      (req, reply) =>
        sendBoard(req, reply, `league:${req.params.league}`, (games) =>
          games.filter((g) => g.league === req.params.league),
        ),
    );

    app.get(
      "/api/live/games/:id/now",
      {
        schema: {
          summary: "Get a game as it is now, undelayed, to sync one's delay to a broadcast",
          description:
            "The game's current state and how long ago it was reached. The fan taps when their stream shows this state; the time since it was reached is their delay. Undelayed on purpose: only asked when the fan opens the sync helper.",
          operationId: "getLiveMoment",
          tags,
          params: gameParamsSchema,
          response: { 200: liveMomentSchema, ...errorResponses(404) },
        },
      },
      (req) => {
        const moment = live.momentOf(req.params.id);
        if (!moment) throw notFound("Game not found");
        return { game: moment.game, ageMs: Math.max(0, Math.round(app.sockets.clock.now() - moment.at)) };
      },
    );

    if (simClock) registerSimControl(app, simClock, provider);

    await registerWsGateway(app, {
      onChange: (l) => live.onChange(l),
      delays: () => live.delays,
      allowedOrigins: config.allowedOrigins,
      sessionCheck: { everyMs: SOCKET_SESSION_CHECK_MS, liveSessions: (ids) => liveSessionIds(app.db, ids) },
    });
  },
  { name: "live" },
);
