import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthenticated } from "../errors";
import { SESSION_COOKIE } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's id, from the session cookie only (never from a body). */
    userId: number | null;
    sessionId: number | null;
  }
}

/** The signed-in user's id; throws 401 when there is none. */
export function currentUserId(req: FastifyRequest): number {
  if (req.userId === null) throw unauthenticated();
  return req.userId;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.env === "production",
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.env === "production",
  });
}
