import type { FastifyInstance } from "fastify";

/** News: routes are added by the feature's issue. */
export async function newsModule(_app: FastifyInstance) {}
