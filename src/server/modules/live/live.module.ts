import type { FastifyInstance } from "fastify";

/** Live: routes are added by the feature's issue. */
export async function liveModule(_app: FastifyInstance) {}
