import type { EventMap, EventName } from "./event-map";

/** A subscriber; what it returns is awaited (a promise) and otherwise ignored. */
export type EventHandler<N extends EventName> = (payload: EventMap[N]) => unknown;

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * `app.domainEvents`: typed, in-process publish/subscribe of the domain events in `EventMap`.
 *
 * - A service calls `publish` once its transaction has committed (never inside one): what
 *   subscribers do must not see, or undo, a write that could still roll back.
 * - `publish` starts every handler of the event at once and resolves when all have settled. It
 *   never rejects: a handler's error is logged with the event's name and the others still run.
 *   Publishers await it, so a request answers after its side effects (the read caches are
 *   dropped, the notification is stored): the writer reads its own write on the next request.
 *   A handler with slow work (a game's final told to thousands of fans) queues it and returns.
 * - One instance only: handlers run where the event was published. Other instances hear what
 *   they must through `app.bus` as before (a subscriber's own business: a read cache tells the
 *   others' copies to drop, a notification reaches every socket through `app.sockets`).
 */
export class DomainEvents {
  private readonly handlers = new Map<EventName, Set<EventHandler<never>>>();

  constructor(private readonly log: Log) {}

  /** Subscribes `handler` to `name`; returns the unsubscribe. Modules subscribe when they register. */
  on<N extends EventName>(name: N, handler: EventHandler<N>): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as EventHandler<never>);
    return () => set.delete(handler as EventHandler<never>);
  }

  /** Tells every subscriber of `name`; resolves when they are done, never rejects. */
  async publish<N extends EventName>(name: N, payload: EventMap[N]): Promise<void> {
    const handlers = this.handlers.get(name);
    if (!handlers?.size) return;
    await Promise.all(
      [...handlers].map(async (handler) => {
        try {
          await (handler as EventHandler<N>)(payload);
        } catch (err) {
          this.log.error({ err, event: name }, "domain event handler failed");
        }
      }),
    );
  }
}
