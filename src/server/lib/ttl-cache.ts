/**
 * A bounded map whose entries live at most `ttlMs`, for data read from the database on hot
 * paths (sessions, the signed-in account) that other instances invalidate through the bus.
 *
 * A read that raced an invalidation (read the row just before the change, answered after the
 * bus message) must not put the old value back: `generation()` is taken before the read and
 * `set()` refuses entries of an older generation; every invalidation starts a new one.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; cachedAt: number }>();
  private gen = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  generation(): number {
    return this.gen;
  }

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.cachedAt > this.opts.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V, generation: number): void {
    if (generation !== this.gen) return;
    // Oldest first (Map keeps insertion order): a full cache drops its oldest entry.
    if (this.entries.size >= this.opts.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, cachedAt: this.now() });
  }

  /** Replaces a cached value in place (keeping its age), e.g. after writing part of it back. */
  update(key: K, fn: (value: V) => V): void {
    const hit = this.entries.get(key);
    if (hit) hit.value = fn(hit.value);
  }

  /** Drops one entry without starting a new generation (it is only stale, not invalidated). */
  forget(key: K): void {
    this.entries.delete(key);
  }

  /** Invalidates the entries `matches` selects and every read in flight. */
  invalidate(matches: (key: K, value: V) => boolean): void {
    this.gen++;
    for (const [key, { value }] of this.entries) if (matches(key, value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
