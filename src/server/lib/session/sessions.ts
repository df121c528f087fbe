import { hash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client";
import type { Bus } from "../../realtime/bus";
import { SessionCache, type CachedSession } from "./session-cache";
import * as repo from "./sessions.repository";

export const SESSION_COOKIE = "fz_session";
/** A session ends after 14 idle days or 30 days in all, whichever comes first. */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often per session (the sessions list shows it), not on every request. */
const TOUCH_EVERY_MS = 60_000;
/**
 * How long a session read from the database is trusted without reading it again. Revocations
 * reach every instance at once through the bus; this only bounds the damage of a lost bus
 * message (delivery is at most once) and the memory of sessions no longer used.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 50_000;
/** Bus topic: `{ userId, sessionIds: number[] | null }`, the sessions to drop from every cache. */
export const SESSIONS_REVOKED_TOPIC = "sessions.revoked";

interface RevokedFrame {
  userId: number;
  sessionIds: number[] | null;
}

// One cache per app, found through its bus (the same object in every encapsulated context).
const caches = new WeakMap<Bus, SessionCache>();
function cacheOf(app: FastifyInstance): SessionCache {
  let cache = caches.get(app.bus);
  if (!cache) {
    const created = new SessionCache({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_ENTRIES });
    app.bus.subscribe(SESSIONS_REVOKED_TOPIC, (p) => {
      const { userId, sessionIds } = p as RevokedFrame;
      created.revoke(userId, sessionIds);
    });
    caches.set(app.bus, (cache = created));
  }
  return cache;
}

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
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

export interface SignedInSession {
  sessionId: number;
  userId: number;
}

/**
 * Resolves a cookie token to its session and user, sliding the idle window. Served from the
 * session cache when it can be: a cached session is still checked against both expiry dates.
 * A cache hit with nothing to write answers synchronously (no promise on the hot path); the
 * database is asked, and a promise returned, only on a miss or when the idle window must slide.
 */
export function resolveSession(
  app: FastifyInstance,
  token: string | undefined,
): SignedInSession | null | Promise<SignedInSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const session = cacheOf(app).get(tokenHash);
  if (session && session.expiresAt > now && session.lastSeenAt > now - SESSION_IDLE_MS) {
    if (now - session.lastSeenAt <= TOUCH_EVERY_MS) return { sessionId: session.sessionId, userId: session.userId };
    return touch(app, tokenHash, session, now);
  }
  // Possibly only the cached lastSeenAt is old (another instance slid the window): ask the database.
  if (session) cacheOf(app).forget(tokenHash);
  return readSession(app, tokenHash, now);
}

async function readSession(app: FastifyInstance, tokenHash: string, now: number) {
  const cache = cacheOf(app);
  const generation = cache.generation();
  const row = await repo.findLiveSession(app.db, tokenHash, new Date(now - SESSION_IDLE_MS));
  if (!row) return null;
  const session = {
    sessionId: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
  cache.set(tokenHash, session, generation);
  return now - session.lastSeenAt > TOUCH_EVERY_MS
    ? touch(app, tokenHash, session, now)
    : { sessionId: session.sessionId, userId: session.userId };
}

async function touch(app: FastifyInstance, tokenHash: string, session: CachedSession, now: number) {
  await repo.touchSession(app.db, session.sessionId, new Date(now));
  cacheOf(app).touched(tokenHash, now);
  return { sessionId: session.sessionId, userId: session.userId };
}

/**
 * THE way to end sessions (sign-out, password reset, "sign out everywhere else", suspension,
 * account deletion): deletes the rows (all of the user's, only `sessionIds`, or all but
 * `exceptSessionId`), drops them from the session cache of every instance and closes their
 * WebSockets everywhere with "Session ended".
 */
export async function revokeSessions(
  app: FastifyInstance,
  userId: number,
  opts: { sessionIds?: number[]; exceptSessionId?: number } = {},
) {
  let sessionIds = opts.sessionIds;
  if (opts.exceptSessionId !== undefined)
    sessionIds = (await repo.sessionIdsOf(app.db, userId)).filter(
      (id) => id !== opts.exceptSessionId && (!opts.sessionIds || opts.sessionIds.includes(id)),
    );
  if (sessionIds?.length === 0) return;
  if (sessionIds) await repo.deleteSessionsByIds(app.db, userId, sessionIds);
  else await repo.deleteSessionsOfUser(app.db, userId);
  // Here at once (the bus would also bring it back to this instance); then every other instance.
  cacheOf(app).revoke(userId, sessionIds ?? null);
  await app.bus.publish(SESSIONS_REVOKED_TOPIC, { userId, sessionIds: sessionIds ?? null } satisfies RevokedFrame);
  await app.sockets.endSessions(userId, sessionIds ? { sessionIds } : {});
}

/** How often each instance checks that its sockets' sessions are still live (expiry closes them within this). */
export const SOCKET_SESSION_CHECK_MS = 5_000;
const LIVE_CHECK_BATCH = 1_000;

/** Which of the session `ids` are live; one indexed lookup per thousand ids. */
export async function liveSessionIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const live = new Set<number>();
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  for (let i = 0; i < ids.length; i += LIVE_CHECK_BATCH)
    for (const id of await repo.liveSessionIdsAmong(db, ids.slice(i, i + LIVE_CHECK_BATCH), idleSince)) live.add(id);
  return live;
}

/** Signs out the session of this cookie token, when it is a live one. */
export async function endSession(app: FastifyInstance, token: string | undefined) {
  if (!token || token.length > 100) return;
  const row = await repo.findSessionByHash(app.db, hashToken(token));
  if (row) await revokeSessions(app, row.userId, { sessionIds: [row.id] });
}

/** Deletes every session of a user inside a transaction (password reset); call revokeSessions after commit. */
export const deleteAllSessionsOf = repo.deleteSessionsOfUser;

export function purgeExpiredSessions(db: DbOrTx) {
  return repo.deleteExpiredSessions(db, new Date(Date.now() - SESSION_IDLE_MS));
}

/** The user's sessions for "where am I signed in", newest sign-in first (keyset on id). */
export const listSessionsOf = repo.listSessionsOf;
export const sessionIdsOf = repo.sessionIdsOf;
