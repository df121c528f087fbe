import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "@shared/schemas/common";
import { teamDetailSchema, teamFollowSchema, teamScheduleSchema } from "@shared/schemas/team-pages";
import { teamCalendarQuerySchema } from "@shared/schemas/teams";
import { sendEncodedJson } from "../../lib/encoded-response";
import { errorResponses, fileResponse } from "../../lib/openapi-responses";
import { tooManyRequests } from "../../lib/errors";
import { watchedReadCache } from "../../lib/read-cache";
import { writeLimit } from "../../lib/write-limits";
import { currentUserId } from "../../lib/session";
import { TEAM_FANS_CHANGES } from "./team-fans";
import { keptTeamPage } from "./team-page-cache";
import { setFollowing, TeamCalendars, teamSchedule } from "./team-pages.service";

/** A calendar app asks every few minutes at most; this leaves room for a household behind one address. */
const CALENDAR_LIMIT = { limit: 60, windowSeconds: 60 };

const tags = ["teams"];

/** Team pages: the season of a team, its schedule and calendar, following it. */
export function registerTeamPageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const calendars = new TeamCalendars(app);
  // A team page's fans part (followers, communities, watch parties) and each viewer's page, dropped
  // on every domain event that changes what they read, here or on another instance
  // (docs/decisions/0630 and 1340).
  const fansCache = watchedReadCache(root, "team-pages", TEAM_FANS_CHANGES, { ttlMs: 10_000, maxEntries: 5_000 });

  app.get(
    "/api/teams/:id",
    {
      schema: {
        summary: "A team's page: record, standing, form, last and next games, fans, communities, watch parties",
        tags,
        operationId: "getTeam",
        params: idParamsSchema,
        response: { 200: teamDetailSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      sendEncodedJson(req, reply, await keptTeamPage(app, fansCache, reply, currentUserId(req), req.params.id));
      return reply;
    },
  );

  app.get(
    "/api/teams/:id/schedule",
    {
      schema: {
        summary: "A team's season: the games so far and those to come, oldest first",
        tags,
        operationId: "getTeamSchedule",
        params: idParamsSchema,
        response: { 200: teamScheduleSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => sendEncodedJson(req, reply, await teamSchedule(app, req.params.id)),
  );

  for (const [method, follow] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const)
    app.route({
      method,
      url: "/api/teams/:id/follow",
      preHandler: writeLimit(app, "follow"),
      schema: {
        summary: follow ? "Follow a team (add it to the favourite teams)" : "Unfollow a team",
        tags,
        operationId: follow ? "followTeam" : "unfollowTeam",
        params: idParamsSchema,
        response: {
          200: teamFollowSchema,
          // 409 when following: the favourite teams are at their limit.
          ...(follow ? errorResponses(404, 409, 429) : errorResponses(404, 429)),
        },
      },
      handler: async (req) => setFollowing(app, currentUserId(req), req.params.id, follow),
    });

  // Public: a calendar app subscribes without a cookie. It holds nothing private (the schedule
  // every fan sees), is spoiler-safe unless `scores=1`, cached per snapshot and rate limited by address.
  app.get(
    "/api/teams/:id/calendar.ics",
    {
      config: { public: true },
      schema: {
        summary: "A team's season as an iCalendar file (RFC 5545), for calendar subscriptions",
        tags,
        operationId: "getTeamCalendar",
        params: idParamsSchema,
        querystring: teamCalendarQuerySchema,
        response: {
          200: fileResponse("The team's season as an iCalendar file.", ["text/calendar"]),
          304: z.null().describe("Unchanged since the ETag in If-None-Match"),
          ...errorResponses(404, 429),
        },
      },
    },
    async (req, reply) => {
      const scaled = Math.max(1, Math.round(CALENDAR_LIMIT.limit * app.config.rateLimitScale));
      const hit = await app.rateLimiter.hit(`teams:calendar:${req.ip}`, scaled, CALENDAR_LIMIT.windowSeconds);
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
      const file = await calendars.get(req.params.id, { scores: req.query.scores === "1" });
      reply
        .header("etag", file.etag)
        .header("cache-control", "public, max-age=300")
        .header("content-disposition", `inline; filename="${file.fileName}"`);
      if (matchesEtag(req.headers["if-none-match"], file.etag)) return reply.code(304).send(null);
      return reply.type("text/calendar; charset=utf-8").send(file.body);
    },
  );
}

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(",").some((t) => [etag, `W/${etag}`, "*"].includes(t.trim()));
