import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/errors";

/**
 * Credential endpoints are throttled per address, and per (account, address) rather than per
 * account: a limit keyed on the account alone lets anyone lock anyone out (ten wrong passwords
 * used to shut the owner out for 15 minutes from everywhere). The per-account limits are a far
 * higher ceiling against a guesser spread over many addresses; sign-in slows down progressively
 * well before it (LOGIN_DELAY).
 */
export const AUTH_LIMITS = {
  loginPerIp: { limit: 25, windowSeconds: 5 * 60 },
  /** Sign-ins to one account from one address (a success starts the count again). */
  loginPerAccountIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Sign-ins to one account from everywhere: the ceiling. */
  loginPerAccount: { limit: 200, windowSeconds: 60 * 60 },
  /** A bar's Wi-Fi at a watch party: many new fans behind one address. */
  registerPerIp: { limit: 25, windowSeconds: 5 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 30 * 60 },
  forgotPerAccountIp: { limit: 3, windowSeconds: 60 * 60 },
  forgotPerAccount: { limit: 30, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 30 * 60 },
  /**
   * Reset mails to one address, whoever asks: past it, the answer stays the same and no mail is
   * stored, so nobody fills a fan's mailbox and nobody learns whether the address has an account.
   */
  resetMailsPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  /** Verification links used or tried from one address (a token is not guessable; this bounds the work). */
  verifyPerIp: { limit: 30, windowSeconds: 30 * 60 },
  /** New verification links a signed-in user asks for. */
  verifyResendPerUser: { limit: 3, windowSeconds: 60 * 60 },
} as const;
export type AuthLimitName = keyof typeof AUTH_LIMITS;

/**
 * Progressive delay of sign-in to an account that many attempts aimed at (any address): none for
 * the first `freeAttempts` in the ceiling's window, then `stepMs` more per attempt, at most `maxMs`.
 */
export const LOGIN_DELAY = { freeAttempts: 20, stepMs: 500, maxMs: 10_000 } as const;

/** The wait before checking the password, given the attempts on the account so far (this one included). */
export function loginDelayMs(attempts: number, freeAttempts: number = LOGIN_DELAY.freeAttempts): number {
  if (attempts <= freeAttempts) return 0;
  return Math.min(LOGIN_DELAY.maxMs, (attempts - freeAttempts) * LOGIN_DELAY.stepMs);
}

const scaled = (app: FastifyInstance, limit: number) => Math.max(1, Math.round(limit * app.config.rateLimitScale));
const keyOf = (name: AuthLimitName, subjects: string[]) => `${name}:${subjects.map((s) => s.toLowerCase()).join("|")}`;

/** Counts one attempt; throws 429 with Retry-After once the window's limit is passed. Returns the count. */
export async function throttle(app: FastifyInstance, name: AuthLimitName, ...subjects: string[]): Promise<number> {
  const { limit, windowSeconds } = AUTH_LIMITS[name];
  const max = scaled(app, limit);
  const res = await app.rateLimiter.hit(keyOf(name, subjects), max, windowSeconds);
  if (!res.allowed) throw tooManyRequests(res.retryAfterSeconds);
  return max - res.remaining;
}

/** Counts one use of a silent limit: false once the window's limit is passed (the caller goes quiet, no 429). */
export async function withinQuietLimit(
  app: FastifyInstance,
  name: AuthLimitName,
  ...subjects: string[]
): Promise<boolean> {
  const { limit, windowSeconds } = AUTH_LIMITS[name];
  return (await app.rateLimiter.hit(keyOf(name, subjects), scaled(app, limit), windowSeconds)).allowed;
}

/** Starts a limit's count again (a successful sign-in from this address). */
export function forgive(app: FastifyInstance, name: AuthLimitName, ...subjects: string[]): Promise<void> {
  return app.rateLimiter.reset(keyOf(name, subjects));
}

/** The sign-in throttles, in order; waits the progressive delay when the account is under attack. */
export async function throttleLogin(app: FastifyInstance, req: FastifyRequest, email: string): Promise<void> {
  await throttle(app, "loginPerIp", ipOf(req));
  await throttle(app, "loginPerAccountIp", email, ipOf(req));
  const attempts = await throttle(app, "loginPerAccount", email);
  const delay = loginDelayMs(attempts, scaled(app, LOGIN_DELAY.freeAttempts));
  if (delay > 0) await sleep(delay);
}

export async function throttleForgotPassword(app: FastifyInstance, req: FastifyRequest, email: string): Promise<void> {
  await throttle(app, "forgotPerIp", ipOf(req));
  await throttle(app, "forgotPerAccountIp", email, ipOf(req));
  await throttle(app, "forgotPerAccount", email);
}

export const ipOf = (req: FastifyRequest) => req.ip;
