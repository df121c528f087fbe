import type { DelayClock } from "./fan-delay";

/** A message held back for the sockets on one delay. */
export interface PendingDelivery {
  /** When the message was sent undelayed; it goes out at `at + delay`. */
  at: number;
  topic: string;
  gameId: string;
  frame: Buffer;
  except?: ReadonlySet<number>;
}

interface Queue {
  delayMs: number;
  items: PendingDelivery[];
  head: number;
  timer: NodeJS.Timeout | null;
}

/** Bounds what one delay holds back (a burst of 300 s of changes); past it the oldest go out early. */
const MAX_PENDING_PER_DELAY = 50_000;

/**
 * Messages held back for delayed sockets, one FIFO and one timer per distinct delay (not per
 * socket): 10,000 sockets on a handful of delays cost a handful of timers. Items are in time
 * order within a queue, so only its head is ever due first. Who receives an item is decided
 * when it is due (the sockets then on that delay), so nothing per socket is held.
 */
export class DelayQueues {
  private readonly queues = new Map<number, Queue>();

  constructor(
    private readonly clock: DelayClock,
    private readonly fire: (delayMs: number, item: PendingDelivery) => void,
  ) {}

  add(delayMs: number, item: PendingDelivery): void {
    let q = this.queues.get(delayMs);
    if (!q) this.queues.set(delayMs, (q = { delayMs, items: [], head: 0, timer: null }));
    q.items.push(item);
    if (q.items.length - q.head > MAX_PENDING_PER_DELAY) this.fire(delayMs, q.items[q.head++]!);
    if (!q.timer) this.arm(q);
  }

  /** Sends every item that is due by the clock (the timers call it; tests too, after moving the clock). */
  flush(): void {
    for (const q of this.queues.values()) this.drain(q);
  }

  /** Items held back, all delays together. */
  get pending(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.items.length - q.head;
    return n;
  }

  close(): void {
    for (const q of this.queues.values()) if (q.timer) clearTimeout(q.timer);
    this.queues.clear();
  }

  private drain(q: Queue) {
    const now = this.clock.now();
    while (q.head < q.items.length && q.items[q.head]!.at + q.delayMs <= now) this.fire(q.delayMs, q.items[q.head++]!);
    if (q.head === q.items.length) {
      q.items.length = 0;
      q.head = 0;
    } else if (q.head > 1024 && q.head * 2 > q.items.length) {
      q.items.splice(0, q.head);
      q.head = 0;
    }
    if (q.timer) clearTimeout(q.timer);
    q.timer = null;
    if (q.head < q.items.length) this.arm(q);
    else this.queues.delete(q.delayMs);
  }

  private arm(q: Queue) {
    const wait = Math.max(0, q.items[q.head]!.at + q.delayMs - this.clock.now());
    q.timer = setTimeout(() => this.drain(q), wait);
    q.timer.unref();
  }
}
