import type { FastifyInstance } from "fastify";

/** Events: routes are added by the feature's issue. */
export async function eventsModule(_app: FastifyInstance) {}
