import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { pageQuerySchema, userIdParamsSchema } from "@shared/schemas/common";
import {
  attendeePageSchema,
  createEventSchema,
  editEventSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventParamsSchema,
  eventSchema,
  rsvpBodySchema,
} from "@shared/schemas/events";
import { actingUserBodySchema } from "@shared/schemas/communities";
import { userWriteLimit } from "../../lib/user-write-limit";
import { writeLimit } from "../../lib/write-limits";
import { currentUserId } from "../../lib/session";
import type { GameLookup } from "./events.presenter";
import { EncodedJson, sendEncodedJson } from "../../lib/encoded-response";
import { watchedReadCache } from "../../lib/read-cache";
import * as service from "./events.service";
import { errorResponses, fileResponse } from "../../lib/openapi-responses";

/** Watch parties show the live score of their game from the live board (absent: no score). */
export function gameLookup(app: FastifyInstance): GameLookup | null {
  if (!app.hasDecorator("live")) return null;
  return (id) => app.live.getGame(id);
}

/**
 * Viewing events (SPEC §7 plus detail, attendees, RSVP cancel and the .ics download). Lists
 * answer a `Page`; see docs/decisions/0200-communities-events.md.
 */
export async function eventsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Setting and withdrawing an RSVP share one counter.
  const rsvpLimit = writeLimit(root, "rsvp");
  const tags = ["events"];
  // The soonest upcoming events, shared by every viewer's list; dropped on every domain event that
  // changes what the list reads, here or on another instance (docs/decisions/0630 and 1340).
  // It also holds each viewer's upcoming pages serialised and compressed (304 to If-None-Match).
  const cache = watchedReadCache(root, "events", service.EVENTS_CHANGES, { ttlMs: 10_000, maxEntries: 5_000 });
  // Looked up per request: the scores feature may decorate the app after this module registers.
  // Writes publish domain events (who is told of an RSVP or an edit is the notifications module's).
  const deps = (): service.EventsWriter => ({
    db: app.db,
    game: gameLookup(app),
    now: () => new Date(),
    domainEvents: app.domainEvents,
  });

  app.get(
    "/api/events",
    {
      schema: {
        summary: "List or search events",
        operationId: "listEvents",
        tags,
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema },
      },
      // A hot read: compiled serialiser instead of re-validating each page.
      serializerCompiler: fastSerializerCompiler,
    },
    async (req, reply) => {
      const viewerId = currentUserId(req);
      const q = req.query;
      // Only the default list (upcoming, no search or community) is kept whole per viewer, and
      // only until its first event starts (it must then leave the list); a page showing a
      // game's live score is never kept (the score moves without any write).
      if ((q.when ?? "upcoming") !== "upcoming" || q.search || q.communityId !== undefined)
        return service.listEvents({ ...deps(), cache }, viewerId, q);
      const key = `page:${viewerId}:${q.sport ?? ""}:${q.limit}:${q.cursor ?? ""}`;
      const load = async () => {
        const list = await service.listEvents({ ...deps(), cache }, viewerId, q);
        const starts = list.items.map((e) => Date.parse(e.eventDate));
        const keep = !list.items.some((e) => e.gameId !== null);
        return {
          encoded: new EncodedJson(Buffer.from(reply.serialize(list) as string)),
          until: keep ? Math.min(Infinity, ...starts) : -Infinity,
        };
      };
      let page = await cache.get(key, load);
      if (Date.now() >= page.until) {
        cache.forget(key);
        page = await load();
      }
      sendEncodedJson(req, reply, page.encoded);
      return reply;
    },
  );

  app.get(
    "/api/events/user/:userId",
    {
      schema: {
        summary: "List the events a user hosts or attends",
        operationId: "listUserEvents",
        tags,
        params: userIdParamsSchema,
        querystring: eventListQuerySchema.pick({ cursor: true, limit: true, when: true }),
        response: { 200: eventPageSchema },
      },
    },
    async (req) => service.listUserEvents(deps(), currentUserId(req), req.params.userId, req.query),
  );

  app.post(
    "/api/events",
    {
      preHandler: writeLimit(root, "event"),
      schema: {
        summary: "Create an event",
        operationId: "createEvent",
        tags,
        body: createEventSchema,
        response: { 201: eventSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createEvent(deps(), currentUserId(req), req.body)),
  );

  app.get(
    "/api/events/:eventId",
    {
      schema: {
        summary: "Get an event",
        operationId: "getEvent",
        tags,
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(404) },
      },
    },
    async (req) => service.getEvent(deps(), currentUserId(req), req.params.eventId),
  );

  app.patch(
    "/api/events/:eventId",
    {
      preHandler: userWriteLimit(root, "event-edits", 60, 10 * 60),
      schema: {
        summary: "Edit one's own event",
        operationId: "editEvent",
        tags,
        params: eventParamsSchema,
        body: editEventSchema,
        response: { 200: eventSchema, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.editEvent(deps(), currentUserId(req), req.params.eventId, req.body),
  );

  app.post(
    "/api/events/:eventId/waitlist",
    {
      preHandler: userWriteLimit(root, "event-waitlist", 60, 10 * 60),
      schema: {
        summary: "Join a full event's waiting list",
        operationId: "joinWaitlist",
        tags,
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.joinWaitlist(deps(), currentUserId(req), req.params.eventId),
  );

  app.post(
    "/api/events/:eventId/rsvp",
    {
      preHandler: rsvpLimit,
      schema: {
        summary: "Answer an event: going, maybe or not going",
        operationId: "setRsvp",
        tags,
        params: eventParamsSchema,
        body: rsvpBodySchema,
        response: { 200: eventSchema, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.setRsvp(deps(), currentUserId(req), req.params.eventId, req.body.status, req.body.userId),
  );

  app.delete(
    "/api/events/:eventId/rsvp",
    {
      preHandler: rsvpLimit,
      schema: {
        summary: "Withdraw one's answer to an event",
        operationId: "cancelRsvp",
        tags,
        params: eventParamsSchema,
        body: actingUserBodySchema,
        response: { 200: eventSchema, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.setRsvp(deps(), currentUserId(req), req.params.eventId, null, req.body?.userId),
  );

  app.get(
    "/api/events/:eventId/attendees",
    {
      schema: {
        summary: "List an event's attendees",
        operationId: "listEventAttendees",
        tags,
        params: eventParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: attendeePageSchema, ...errorResponses(404) },
      },
    },
    async (req) => service.listAttendees(deps(), currentUserId(req), req.params.eventId, req.query),
  );

  app.get(
    "/api/events/:eventId/calendar.ics",
    {
      schema: {
        summary: "Download an event as a calendar file",
        operationId: "getEventCalendarFile",
        tags,
        params: eventParamsSchema,
        response: { 200: fileResponse("The event as an iCalendar file.", ["text/calendar"]), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const { body, fileName } = await service.calendarFile(
        deps(),
        currentUserId(req),
        req.params.eventId,
        // PUBLIC_ORIGIN, never the request's Host.
        app.config.publicOrigin,
      );
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  );
}
