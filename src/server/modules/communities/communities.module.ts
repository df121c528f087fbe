import type { FastifyInstance } from "fastify";

/** Communities: routes are added by the feature's issue. */
export async function communitiesModule(_app: FastifyInstance) {}
