import type { FastifyInstance } from "fastify";

/** Friends: routes are added by the feature's issue. */
export async function friendsModule(_app: FastifyInstance) {}
