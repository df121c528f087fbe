import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { migrationFiles } from "../db/migrate";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this instance is shutting down; set first thing on SIGTERM so readiness answers 503. */
    lifecycle: { readonly draining: boolean; beginDrain(): void };
  }
}

/** A dependency that does not answer within this is as good as down: probes must answer fast. */
const CHECK_TIMEOUT_MS = 1_000;

function within<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.catch(() => fallback),
    new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
  ]).finally(() => clearTimeout(timer));
}

type Check = "ok" | "down" | "draining" | "pending";

/**
 * Probes for load balancers and orchestrators.
 * - `/api/health/live`: the process answers (restart it when this fails).
 * - `/api/health/ready`: send it traffic? 503 while draining, when the database or Redis does not
 *   answer within a second, or when a migration this build ships is not applied.
 * `/api/health` stays as before (database reachable) for existing monitors.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; redis: Redis | null }) => {
    const { database, redis } = opts;
    let draining = false;
    app.decorate("lifecycle", {
      get draining() {
        return draining;
      },
      beginDrain() {
        draining = true;
      },
    });
    const expected = migrationFiles();

    // One query answers both "reachable" and "migrated".
    const databaseCheck = async (): Promise<{ database: Check; migrations: Check }> => {
      const rows = await within(
        database.query<{ n: number }>("select count(*)::int as n from schema_migrations where name = any($1)", [
          expected,
        ]),
        CHECK_TIMEOUT_MS,
        null,
      );
      if (!rows) return { database: "down", migrations: "pending" };
      return { database: "ok", migrations: rows[0]?.n === expected.length ? "ok" : "pending" };
    };
    const redisCheck = async (): Promise<Check | undefined> => {
      if (!redis) return undefined;
      if (redis.status !== "ready") return "down";
      const pong = await within(redis.ping(), CHECK_TIMEOUT_MS, null);
      return pong === "PONG" ? "ok" : "down";
    };

    app.get("/api/health/live", { config: { public: true, sessionless: true }, schema: { hide: true } }, async () => ({
      status: "ok",
    }));

    app.get(
      "/api/health/ready",
      { config: { public: true, sessionless: true }, schema: { hide: true } },
      async (_req, reply) => {
        const [db, redisState] = await Promise.all([databaseCheck(), redisCheck()]);
        const checks = {
          lifecycle: (draining ? "draining" : "ok") as Check,
          ...db,
          ...(redisState ? { redis: redisState } : {}),
        };
        const ready = Object.values(checks).every((c) => c === "ok");
        // Listed, never a reason to take the instance out: mails wait in the outbox until SMTP_URL is set.
        const mail = app.config.smtpUrl ? "ok" : "not_configured";
        reply.header("cache-control", "no-store");
        return reply
          .status(ready ? 200 : 503)
          .send({ status: ready ? "ready" : "unavailable", checks: { ...checks, mail } });
      },
    );

    app.get("/api/health", { config: { public: true } }, async (_req, reply) => {
      const ok = await database.ping();
      return reply.status(ok ? 200 : 503).send(ok ? { status: "ok" } : { status: "unavailable" });
    });
  },
  { name: "health" },
);
