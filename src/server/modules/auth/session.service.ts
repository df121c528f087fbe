import { createHash, randomBytes } from "node:crypto";
import type { DbOrTx } from "../../db/client";
import * as repo from "./session.repository";

export const SESSION_COOKIE = "fz_session";
/** A session ends after 14 idle days or 30 days in all, whichever comes first. */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: DbOrTx, userId: number, meta: { userAgent?: string; ip?: string }) {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000) };
}

/** Resolves a cookie token to its user id, sliding the idle window. */
export async function resolveSession(db: DbOrTx, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await repo.findLiveSession(db, tokenHash, new Date(Date.now() - SESSION_IDLE_MS));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, row.id);
  return { sessionId: row.id, userId: row.userId };
}

export async function endSession(db: DbOrTx, token: string | undefined) {
  if (token) await repo.deleteSessionByHash(db, hashToken(token));
}

export const endAllSessionsOf = repo.deleteSessionsOfUser;

export function purgeExpiredSessions(db: DbOrTx) {
  return repo.deleteExpiredSessions(db, new Date(Date.now() - SESSION_IDLE_MS));
}
