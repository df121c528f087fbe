import type { FastifyInstance } from "fastify";

/** Users: routes are added by the feature's issue. */
export async function usersModule(_app: FastifyInstance) {}
