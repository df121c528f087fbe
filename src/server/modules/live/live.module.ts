import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { gameListSchema, liveLeagueParamsSchema } from "@shared/schemas/live";
import { INTERNATIONAL_SOCCER_LEAGUES } from "@shared/schemas/teams";
import { sendEncodedJson } from "../../lib/encoded-response";
import { openRedis } from "../../lib/redis";
import { memoryHub, redisHub } from "../../realtime/hub";
import { redisElector, soloElector } from "../../realtime/leader";
import { registerWsGateway } from "../../realtime/ws-gateway";
import { SOCKET_SESSION_CHECK_MS, liveSessionIds } from "../auth/session.service";
import { createScoresProvider, createSeasonProvider } from "./scores-provider";
import { SeasonReads } from "./season-reads";
import { BoardResponses, setFreshnessHeaders, type BoardView } from "./board-responses";
import { LiveService } from "./live.service";
import { registerSimControl, SimClock } from "./sim-control";

declare module "fastify" {
  interface FastifyInstance {
    /** The live board: `list()` of games, `onChange()`, and `publish()` for the leader's changes. */
    live: LiveService;
    /** Tables and team schedules of the season, from the same provider as the board, held per snapshot. */
    seasons: SeasonReads;
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
    const provider = createScoresProvider(config, app.log, simClock?.now, countRequest);
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
    });
    app.decorate("live", live);
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
    const tags = ["live"];
    const list = (summary: string, operationId: string) => ({
      schema: { summary, operationId, tags, response: { 200: gameListSchema } },
    });
    app.get("/api/live/scores", list("List the games on the live scoreboard", "listLiveScores"), (req, reply) =>
      send(
        req,
        reply,
        boards.get("all", (g) => g),
      ),
    );
    app.get(
      "/api/live/international-soccer",
      list("List the international soccer games on the scoreboard", "listInternationalSoccer"),
      (req, reply) =>
        send(
          req,
          reply,
          boards.get("international-soccer", (games) =>
            games.filter((g) => INTERNATIONAL_SOCCER_LEAGUES.includes(g.league)),
          ),
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
        send(
          req,
          reply,
          boards.get(`league:${req.params.league}`, (games) => games.filter((g) => g.league === req.params.league)),
        ),
    );

    if (simClock) registerSimControl(app, simClock, provider);

    await registerWsGateway(app, {
      onChange: (l) => live.onChange(l),
      allowedOrigins: config.allowedOrigins,
      sessionCheck: { everyMs: SOCKET_SESSION_CHECK_MS, liveSessions: (ids) => liveSessionIds(app.db, ids) },
    });
  },
  { name: "live" },
);
