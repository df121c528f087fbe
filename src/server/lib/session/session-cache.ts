import { TtlCache } from "../ttl-cache";

/** What a signed-in request needs to know about its session, as read from the database. */
export interface CachedSession {
  sessionId: number;
  userId: number;
  /** Epoch ms: the absolute end of the session. */
  expiresAt: number;
  /** Epoch ms: the last activity written to the database (the idle window slides from it). */
  lastSeenAt: number;
}

/**
 * Sessions by token hash, so a signed-in request does not cost a database round trip. Entries
 * live at most `ttlMs`; a revocation (sign-out, password reset, "end other sessions") removes
 * them on every instance through the bus, and the expiry dates are checked on every hit, so a
 * cached session never outlives the row it was read from. A lookup that raced a revocation
 * cannot put the session back (see TtlCache's generations).
 */
export class SessionCache extends TtlCache<string, CachedSession> {
  /** After this session's last activity was written. */
  touched(tokenHash: string, lastSeenAt: number): void {
    this.update(tokenHash, (session) => ({ ...session, lastSeenAt }));
  }

  /** A user's sessions were revoked: all of them, or only `sessionIds`. */
  revoke(userId: number, sessionIds: number[] | null): void {
    this.invalidate(
      (_hash, session) => session.userId === userId && (sessionIds === null || sessionIds.includes(session.sessionId)),
    );
  }
}
