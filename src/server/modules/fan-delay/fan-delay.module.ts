import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema as eventParamsSchema } from "@shared/schemas/common";
import { partyDelayBodySchema, partyDelayOptOutBodySchema, partyDelaySchema } from "@shared/schemas/fan-delay";
import { errorResponses } from "../../lib/openapi-responses";
import { currentUserId } from "../../lib/session";
import { userWriteLimit } from "../../lib/user-write-limit";
import type { EventsDeps } from "../events/events.service";
import { FanDelayService } from "./fan-delay.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Each fan's delay profile (own delay, watch parties' delays), which every live surface applies. */
    fanDelay: FanDelayService;
  }
}

/**
 * A fan's delay everywhere (issue #37): hands the live board, the game centre and the sockets the
 * fans' delay profiles, and serves the watch party's delay. Registered after alerts (the fan's
 * own delay) and events (the parties).
 */
export const fanDelayModule = fp(
  async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const fanDelay = new FanDelayService(app, app.sockets.clock.now);
    app.decorate("fanDelay", fanDelay);
    app.live.useDelays(() => fanDelay);
    app.domainEvents.on("event.rsvpChanged", ({ userId }) => fanDelay.rsvpChanged(userId));
    app.domainEvents.on("event.edited", ({ eventId }) => fanDelay.eventChanged(eventId));
    app.domainEvents.on("event.waitlistPromoted", async ({ userIds }) => {
      for (const id of userIds) await fanDelay.rsvpChanged(id);
    });

    const deps = (): EventsDeps => ({ db: app.db, game: null, now: () => new Date(app.sockets.clock.now()) });
    const tags = ["events"];
    app.get(
      "/api/events/:id/party-delay",
      {
        schema: {
          summary: "Get a watch party's delay as the viewer sees it",
          operationId: "getPartyDelay",
          tags,
          params: eventParamsSchema,
          response: { 200: partyDelaySchema, ...errorResponses(404) },
        },
      },
      async (req) => fanDelay.partyDelay(deps(), currentUserId(req), req.params.id),
    );
    app.put(
      "/api/events/:id/party-delay",
      {
        preHandler: userWriteLimit(app, "partyDelay", 30, 60),
        schema: {
          summary: "Set a watch party's delay (the host)",
          description:
            "During the event, every fan going sees the event's game this many seconds behind, unless their own delay is larger or they stepped out of it.",
          operationId: "setPartyDelay",
          tags,
          params: eventParamsSchema,
          body: partyDelayBodySchema,
          response: { 200: partyDelaySchema, ...errorResponses(400, 403, 404) },
        },
      },
      async (req) => fanDelay.setPartyDelay(deps(), currentUserId(req), req.params.id, req.body.delaySeconds),
    );
    app.put(
      "/api/events/:id/party-delay/opt-out",
      {
        preHandler: userWriteLimit(app, "partyDelay", 30, 60),
        schema: {
          summary: "Step out of a watch party's delay, or back in",
          operationId: "setPartyDelayOptOut",
          tags,
          params: eventParamsSchema,
          body: partyDelayOptOutBodySchema,
          response: { 200: partyDelaySchema, ...errorResponses(400, 404) },
        },
      },
      async (req) => fanDelay.setOptedOut(deps(), currentUserId(req), req.params.id, req.body.optedOut),
    );
  },
  { name: "fan-delay", dependencies: ["live", "alerts"] },
);
