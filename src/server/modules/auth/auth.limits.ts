import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/errors";

// Modelled on Mastodon's rack_attack throttles: per IP, and per account for credential endpoints.
export const AUTH_LIMITS = {
  loginPerIp: { limit: 25, windowSeconds: 5 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 30 * 60 },
  forgotPerIp: { limit: 5, windowSeconds: 30 * 60 },
  forgotPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 30 * 60 },
} as const;
export type AuthLimitName = keyof typeof AUTH_LIMITS;

/** Counts one attempt; throws 429 with Retry-After once the window's limit is passed. */
export async function throttle(app: FastifyInstance, name: AuthLimitName, subject: string) {
  const { limit, windowSeconds } = AUTH_LIMITS[name];
  const scaled = Math.max(1, Math.round(limit * app.config.rateLimitScale));
  const res = await app.rateLimiter.hit(`${name}:${subject.toLowerCase()}`, scaled, windowSeconds);
  if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds);
}

export const ipOf = (req: FastifyRequest) => req.ip;
