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
 * cached session never outlives the row it was read from.
 *
 * A lookup that raced a revocation (read the row just before it was deleted, answered after the
 * bus message) must not put the session back: `generation()` is taken before the read and
 * `set()` refuses entries of an older generation.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; cachedAt: number }>();
  private gen = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  generation(): number {
    return this.gen;
  }

  get(tokenHash: string): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (this.now() - hit.cachedAt > this.opts.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.session;
  }

  set(tokenHash: string, session: CachedSession, generation: number): void {
    if (generation !== this.gen) return;
    // Oldest first (Map keeps insertion order): a full cache drops its oldest entry.
    if (this.entries.size >= this.opts.maxEntries && !this.entries.has(tokenHash)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { session, cachedAt: this.now() });
  }

  /** After this session's last activity was written. */
  touched(tokenHash: string, lastSeenAt: number): void {
    const hit = this.entries.get(tokenHash);
    if (hit) hit.session = { ...hit.session, lastSeenAt };
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** A user's sessions were revoked: all of them, or only `sessionIds`. */
  revoke(userId: number, sessionIds: number[] | null): void {
    this.gen++;
    for (const [hash, { session }] of this.entries) {
      if (session.userId === userId && (sessionIds === null || sessionIds.includes(session.sessionId))) {
        this.entries.delete(hash);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
