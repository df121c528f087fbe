import type { FastifyInstance } from "fastify";

/** Teams: routes are added by the feature's issue. */
export async function teamsModule(_app: FastifyInstance) {}
