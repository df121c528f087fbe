import type { FastifyInstance } from "fastify";

/** Posts: routes are added by the feature's issue. */
export async function postsModule(_app: FastifyInstance) {}
