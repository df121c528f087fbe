import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's Prometheus registry and the metrics other parts of the app update. */
    metrics: {
      registry: Registry;
      rateLimitRefusals: Counter<"route">;
      /** Requests to remote providers (ESPN) by provider and outcome: an HTTP status, timeout, network_error, invalid_body. */
      providerRequests: Counter<"provider" | "status">;
      /** Mails by kind and outcome: queued, sent, retried (a transient failure), failed (given up). */
      mails: Counter<"kind" | "outcome">;
    };
  }
}

/**
 * `/metrics` in Prometheus' text format. One registry per app (tests run several apps in one
 * process). Request durations are labelled by route pattern, never by raw URL, so the number of
 * series stays bounded. Every 429 the app answers counts as a rate-limit refusal, whichever
 * limiter refused it. The load balancer does not expose this path to the internet: Prometheus
 * scrapes each instance directly.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: "fanzone_" });

    const requestDuration = new Histogram({
      name: "fanzone_http_request_duration_seconds",
      help: "HTTP request duration by route pattern, method and status",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const rateLimitRefusals = new Counter({
      name: "fanzone_rate_limit_refusals_total",
      help: "Requests refused with 429 by a rate limit, by route pattern",
      labelNames: ["route"] as const,
      registers: [registry],
    });
    const providerRequests = new Counter({
      name: "fanzone_provider_requests_total",
      help: "Requests to remote providers by provider and outcome (HTTP status, timeout, network_error, invalid_body)",
      labelNames: ["provider", "status"] as const,
      registers: [registry],
    });
    const mails = new Counter({
      name: "fanzone_mails_total",
      help: "Mails by kind and outcome (queued, sent, retried, failed)",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    });
    const queryDuration = new Histogram({
      name: "fanzone_db_query_duration_seconds",
      help: "Database query duration (PostgreSQL), by outcome",
      labelNames: ["outcome"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const stopObserving = opts.database.observeQueries((seconds, failed) =>
      queryDuration.observe({ outcome: failed ? "error" : "ok" }, seconds),
    );
    new Gauge({
      name: "fanzone_db_pool_connections",
      help: "Database pool connections by state (total, idle, waiting clients)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const s = opts.database.poolStats();
        if (!s) return;
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      },
    });
    // Read from the live module at scrape time: it registers after this plugin.
    new Gauge({
      name: "fanzone_ws_open_sockets",
      help: "Open WebSocket connections on this instance",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("wsStats") ? app.wsStats.clients : 0);
      },
    });
    new Counter({
      name: "fanzone_ws_messages_sent_total",
      help: "WebSocket messages sent to clients by this instance",
      registers: [registry],
      collect() {
        if (!app.hasDecorator("wsStats")) return;
        this.reset();
        this.inc(app.wsStats.stats.delivered);
      },
    });
    new Gauge({
      name: "fanzone_live_leader",
      help: "1 when this instance runs the scores provider (holds the leader lease)",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("live") && app.live.isLeader ? 1 : 0);
      },
    });
    new Gauge({
      name: "fanzone_draining",
      help: "1 once this instance has begun shutting down",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("lifecycle") && app.lifecycle.draining ? 1 : 0);
      },
    });

    app.decorate("metrics", { registry, rateLimitRefusals, providerRequests, mails });

    // Synchronous: it runs after every response.
    app.addHook("onResponse", (req, reply, done) => {
      const route = req.routeOptions.url ?? "unmatched";
      if (route !== "/metrics") {
        requestDuration.observe(
          { method: req.method, route, status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
        if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
      }
      done();
    });
    app.addHook("onClose", async () => {
      stopObserving();
      registry.clear();
    });

    app.get("/metrics", { config: { public: true, sessionless: true }, schema: { hide: true } }, async (_req, reply) =>
      reply.type(registry.contentType).send(await registry.metrics()),
    );
  },
  { name: "metrics" },
);
