import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@shared/limits";
import type { Config } from "./config/config";
import { demoModeWarning } from "./config/demo-mode";
import { fastifyTrustProxy } from "./config/trust-proxy";
import { openDatabase, type Database, type Db } from "./db/client";
import { startTableMaintenance } from "./db/pglite-maintenance";
import { DomainEvents } from "./lib/events";
import { rateLimiter, type RateLimiter } from "./lib/rate-limiter";
import { openRedis } from "./lib/redis";
import { adminApiGuard } from "./plugins/admin-api";
import { authPlugin } from "./plugins/auth";
import { apiDescription } from "./plugins/api-description";
import { apiDocs } from "./plugins/api-docs";
import { compressOptions } from "./plugins/compression";
import { registerErrorHandler } from "./plugins/error-handler";
import { localePlugin } from "./plugins/locale";
import { securityHeaders } from "./plugins/security-headers";
import { crossSiteRequests } from "./plugins/cross-site-requests";
import { registerWebApp } from "./plugins/web-app";
import { builtRenderer, firstScreen } from "./plugins/first-screen";
import { memoryBus, redisBus, type Bus } from "./realtime/bus";
import { DelayClock } from "./realtime/fan-delay";
import { SocketHub } from "./realtime/socket-hub";
import { modules } from "./modules";
import { sharePageHead } from "./modules/share";
import { isAdmin } from "./modules/moderation/moderation.service";
import { currentAccount } from "./modules/users/users.service";
import { healthPlugin } from "./ops/health";
import { metricsPlugin } from "./ops/metrics";
import { requestSerializer } from "./ops/log-redaction";
import { baseLogOptions } from "./ops/log-options";
import { requestId, REQUEST_ID_HEADER } from "./ops/request-id";
import { WS_CLOSE_RESTART } from "./ops/shutdown";
import { collectRouteTable } from "./security/route-table";
import { demoSeedBoard } from "./modules/live/scores-provider";
import { prepareDatabase } from "./startup/prepare-database";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Shared Redis connection for commands, or null when REDIS_URL is unset. */
    redis: Redis | null;
    rateLimiter: RateLimiter;
    /** Cross-instance pub/sub (in-process, or Redis when REDIS_URL is set). */
    bus: Bus;
    /** This instance's /ws connections, reachable by user and topic from every instance. */
    sockets: SocketHub;
    /** In-process domain events: services publish what happened, modules subscribe (lib/events). */
    domainEvents: DomainEvents;
  }
}

export interface BuildOptions {
  config: Config;
  /** Tests pass their own database; otherwise it is opened from the config. */
  database?: Database;
  /** Seed demo data when the database is new (default: config.seedDemoData). */
  seed?: boolean;
  logger?: boolean | object;
  /** Redis key prefix for rate-limit counters (tests isolate themselves with their own). */
  rateLimitPrefix?: string;
}

export type App = FastifyInstance;

/** Builds the whole app (server, tests and benchmarks use the same function). */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            ...baseLogOptions(config),
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
            ...(typeof opts.logger === "object" ? opts.logger : {}),
            // Always: secrets in query strings (reset links) never reach the log.
            serializers: { req: requestSerializer },
          },
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: "idle",
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  collectRouteTable(app);
  const demoWarning = demoModeWarning(config);
  if (demoWarning) app.log.warn(demoWarning);

  const started = Date.now();
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const redis = config.redisUrl ? await openRedis(config.redisUrl, "commands") : null;
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("redis", redis);
  app.decorate("rateLimiter", rateLimiter({ redis, prefix: opts.rateLimitPrefix }));
  const bus = redis ? redisBus(redis, await openRedis(config.redisUrl!, "bus-sub"), "fz", app.log) : memoryBus();
  app.decorate("bus", bus);
  // One clock for every delayed read and push (issue #37): tests pin it and move it on.
  app.decorate("sockets", new SocketHub(bus, new DelayClock()));
  app.decorate("domainEvents", new DomainEvents(app.log));
  app.addHook("onClose", async () => {
    await app.rateLimiter.close();
    await bus.close();
    if (redis) await redis.quit().catch(() => undefined);
    if (!opts.database) await database.close();
  });

  const prepared = await prepareDatabase(database, app.log, {
    seed: opts.seed ?? config.seedDemoData,
    demoMode: config.demoMode,
    board: () => demoSeedBoard(config),
  });
  if (database.kind === "pglite") {
    const stopMaintenance = startTableMaintenance(database, app.log);
    app.addHook("onClose", async () => stopMaintenance());
  }
  app.log.info({ ...prepared, totalMs: Date.now() - started }, "database ready");

  registerErrorHandler(app);
  // Hooks that run on every request are synchronous (callback style): an async hook costs a
  // promise and a microtask per request for work that never waits.
  app.addHook("onRequest", (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  await app.register(metricsPlugin, { database });
  await app.register(healthPlugin, { database, redis });
  await app.register(securityHeaders);
  await app.register(crossSiteRequests);
  await app.register(cookie);
  await app.register(compress, compressOptions);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // On shutdown every socket closes with 1012 (service restart): clients reconnect, through the balancer, elsewhere.
    async preClose() {
      for (const client of app.websocketServer.clients) client.close(WS_CLOSE_RESTART, "Service restart");
      app.websocketServer.close();
    },
  });
  // Before the auth plugin: the admin API answers 404, never 401, to anyone not an administrator.
  // Plugins import no module: what they need of one is handed to them here.
  await app.register(adminApiGuard, { isAdmin: (userId) => isAdmin(app, userId) });
  await app.register(authPlugin);
  await app.register(localePlugin, { accountLocale: async (userId) => (await currentAccount(app, userId))?.locale });
  // The OpenAPI description is generated from the same zod schemas that validate requests.
  await app.register(apiDescription);
  await app.register(apiDocs);

  for (const mod of modules) await app.register(mod);
  await registerWebApp(app, path.resolve("dist/web"), fs.existsSync, {
    headFor: sharePageHead(app),
    // A signed-in fan's first screen in the pages that declare one (docs/decisions/1420).
    firstScreen: firstScreen(app, builtRenderer()),
  });
  return app;
}
