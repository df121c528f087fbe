export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/**
 * Leading-and-trailing throttle per key: the first send of a key goes at once; sends during the
 * next `windowMs` collapse into one (the latest) at the end of the window. A like storm on one
 * post (one notification row updated a thousand times) costs at most one socket message per
 * window per instance, and the last state always arrives.
 */
export class Coalescer {
  private readonly slots = new Map<string | number, { pending: (() => void) | null; timer: unknown }>();
  readonly stats = { offered: 0, sent: 0 };

  constructor(
    private readonly windowMs: number,
    private readonly timers: Timers = realTimers,
  ) {}

  offer(key: string | number, send: () => void): void {
    this.stats.offered++;
    const slot = this.slots.get(key);
    if (slot) {
      slot.pending = send;
      return;
    }
    this.run(send);
    this.slots.set(key, { pending: null, timer: this.timers.setTimeout(() => this.release(key), this.windowMs) });
  }

  /** Sends what is pending now (shutdown). */
  flush(): void {
    for (const [key, slot] of this.slots) {
      this.timers.clearTimeout(slot.timer);
      this.slots.delete(key);
      if (slot.pending) this.run(slot.pending);
    }
  }

  private release(key: string | number) {
    const slot = this.slots.get(key);
    if (!slot) return;
    if (!slot.pending) {
      this.slots.delete(key);
      return;
    }
    const send = slot.pending;
    slot.pending = null;
    this.run(send);
    slot.timer = this.timers.setTimeout(() => this.release(key), this.windowMs);
  }

  private run(send: () => void) {
    this.stats.sent++;
    send();
  }
}
