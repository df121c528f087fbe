import type { WebSocket } from "ws";
import type { ClientMessage, ServerMessage } from "@shared/realtime/messages";
import type { Bus } from "./bus";
import { DelayQueues, type PendingDelivery } from "./delay-queues";
import { delayFor, DelayClock, isDelayed, NO_DELAY, type DelayProfile } from "./fan-delay";
import { FrameWriter } from "./frame-writer";

/** One open /ws connection on this instance. */
export interface SocketClient {
  readonly socket: WebSocket;
  readonly userId: number;
  /** The session the socket was opened with: ending that session closes the socket. */
  readonly sessionId: number | null;
  /** Topics this socket receives (`scores`, `game:<id>`, ...). */
  readonly topics: Set<string>;
  /** What the fan is shown of each game (issue #37): set when the socket opens, updated by `setDelay`. */
  delay?: DelayProfile;
}

type ClientMessageHandler = (client: SocketClient, msg: ClientMessage) => void;

/** Close code for a socket whose session ended (sign-out, reset, expiry, revocation): do not reconnect. */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: "Session ended" } as const;

/** Past this much unsent data a client is too slow to keep up; it is dropped and will reconnect. */
const MAX_BUFFERED = 4 * 1024 * 1024;

const TOPIC_USER = "ws.user";

/** The game a `game:<id>` or `game-sheet:<id>` topic is about; null for other topics. */
function gameOfTopic(topic: string): string | null {
  if (topic.startsWith("game:")) return topic.slice(5);
  if (topic.startsWith("game-sheet:")) return topic.slice(11);
  return null;
}
const TOPIC_TOPIC = "ws.topic";
const TOPIC_END = "ws.end";

interface UserFrame {
  userId: number;
  msg: ServerMessage;
}
interface TopicFrame {
  topic: string;
  msg: ServerMessage;
  /** Users none of whose sockets get it (those blocked either way by a comment's author). */
  except?: number[];
}
interface EndFrame {
  userId: number;
  sessionIds: number[] | null;
  exceptSessionId: number | null;
}

/**
 * `app.sockets`: every instance's registry of its own /ws connections, joined through the bus,
 * so a feature can reach a user's sockets, a topic's subscribers or end a session's sockets
 * on every instance without knowing where they are connected.
 */
export class SocketHub {
  private readonly clients = new Set<SocketClient>();
  private readonly byUser = new Map<number, Set<SocketClient>>();
  private readonly handlers = new Map<string, ClientMessageHandler>();
  private readonly unsubscribe: (() => void)[];
  /** Sockets by their fan's own delay (ms); the undelayed under 0. */
  private readonly byDelay = new Map<number, Set<SocketClient>>();
  /** Sockets whose fan goes to a watch party of the game (the key), which may delay it more. */
  private readonly byParty = new Map<string, Set<SocketClient>>();
  private delayedCount = 0;
  private readonly held: DelayQueues;
  private readonly writer = new FrameWriter();
  readonly stats = { delivered: 0, droppedSlow: 0 };

  constructor(
    private readonly bus: Bus,
    readonly clock: DelayClock = new DelayClock(),
  ) {
    this.held = new DelayQueues(clock, (delayMs, item) => this.deliverHeld(delayMs, item));
    this.unsubscribe = [
      bus.subscribe(TOPIC_USER, (p) => {
        const { userId, msg } = p as UserFrame;
        this.deliver(this.byUser.get(userId) ?? [], msg);
      }),
      bus.subscribe(TOPIC_TOPIC, (p) => {
        const { topic, msg, except } = p as TopicFrame;
        this.deliverToTopic(topic, msg, except?.length ? new Set(except) : undefined);
      }),
      bus.subscribe(TOPIC_END, (p) => this.closeLocal(p as EndFrame)),
    ];
  }

  /** Every open socket of `userId`, on every instance. */
  sendToUser(userId: number, msg: ServerMessage): Promise<void> {
    return this.bus.publish(TOPIC_USER, { userId, msg } satisfies UserFrame);
  }

  /** Every socket subscribed to `topic`, on every instance, but those of the users in `opts.except`. */
  sendToTopic(topic: string, msg: ServerMessage, opts: { except?: Iterable<number> } = {}): Promise<void> {
    const except = opts.except ? [...opts.except] : [];
    return this.bus.publish(TOPIC_TOPIC, { topic, msg, ...(except.length ? { except } : {}) } satisfies TopicFrame);
  }

  /**
   * Closes (SESSION_ENDED_CLOSE) the sockets of a user on every instance: all of them, those of
   * `sessionIds`, or all but `exceptSessionId` ("sign out everywhere else").
   */
  endSessions(userId: number, opts: { sessionIds?: number[]; exceptSessionId?: number } = {}): Promise<void> {
    const frame: EndFrame = {
      userId,
      sessionIds: opts.sessionIds ?? null,
      exceptSessionId: opts.exceptSessionId ?? null,
    };
    this.closeLocal(frame); // at once here; the bus tells the other instances
    return this.bus.publish(TOPIC_END, frame);
  }

  /** Session ids of this instance's sockets (those opened with a session). */
  localSessionIds(): number[] {
    const ids = new Set<number>();
    for (const c of this.clients) if (c.sessionId !== null) ids.add(c.sessionId);
    return [...ids];
  }

  /** Closes (SESSION_ENDED_CLOSE) this instance's sockets whose session is not among `live`. */
  closeUnlessLive(live: ReadonlySet<number>, checked: ReadonlySet<number>): number {
    let closed = 0;
    for (const c of [...this.clients]) {
      if (c.sessionId === null || !checked.has(c.sessionId) || live.has(c.sessionId)) continue;
      c.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      this.remove(c);
      closed++;
    }
    return closed;
  }

  /** Registers the handler of a client message type (one per type, e.g. subscribe_game). */
  onClientMessage(type: ClientMessage["type"], handler: ClientMessageHandler): void {
    if (this.handlers.has(type)) throw new Error(`A handler for ${type} is already registered`);
    this.handlers.set(type, handler);
  }

  /**
   * Sends to every local socket subscribed to `topic` (the score board fans out locally), but
   * `except`'s users'. A message about a game (`gameId`, or the game of a `game:`/`game-sheet:`
   * topic) reaches each socket on its fan's delay for that game: now for the undelayed, and for
   * each delay in use, once that delay has passed (DelayQueues), never earlier.
   */
  deliverToTopic(topic: string, msg: ServerMessage | Buffer, except?: ReadonlySet<number>, gameId?: string): void {
    const game = gameId ?? gameOfTopic(topic);
    if (game === null || this.delayedCount === 0) {
      const subscribers: SocketClient[] = [];
      for (const c of this.clients) if (c.topics.has(topic) && !except?.has(c.userId)) subscribers.push(c);
      this.deliver(subscribers, msg);
      return;
    }
    const at = this.clock.now();
    const frame = Buffer.isBuffer(msg) ? msg : Buffer.from(JSON.stringify(msg)); // once for every delay
    const item: PendingDelivery = { at, topic, gameId: game, frame, ...(except ? { except } : {}) };
    const delays = new Set<number>();
    for (const [d, members] of this.byDelay) if (members.size) delays.add(d);
    for (const c of this.byParty.get(game) ?? []) delays.add(delayFor(c.delay!, game, at));
    for (const d of delays)
      if (d === 0) this.deliverHeld(0, item);
      else this.held.add(d, item);
  }

  /** Sends what is held back and due by the clock now (the timers do it; a test that moved the clock calls it). */
  flushDelayed(): void {
    this.held.flush();
  }

  /** Messages held back for delayed sockets (memory figures). */
  get heldBack(): number {
    return this.held.pending;
  }

  /** Sets (or changes) what a socket's fan is shown of each game. */
  setDelay(client: SocketClient, profile: DelayProfile): void {
    if (!this.clients.has(client)) {
      client.delay = profile;
      return;
    }
    this.unindexDelay(client);
    client.delay = profile;
    this.indexDelay(client);
  }

  /** The sockets of `userId` on this instance (a changed delay is applied to them). */
  localOf(userId: number): Iterable<SocketClient> {
    return this.byUser.get(userId) ?? [];
  }

  /** The gateway's side: a socket opened, closed, or sent a message. */
  add(client: SocketClient): void {
    this.clients.add(client);
    let set = this.byUser.get(client.userId);
    if (!set) this.byUser.set(client.userId, (set = new Set()));
    set.add(client);
    client.delay ??= NO_DELAY;
    this.indexDelay(client);
  }

  remove(client: SocketClient): void {
    if (!this.clients.delete(client)) return;
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
    this.unindexDelay(client);
  }

  /** Runs the registered handler; false when no feature handles this message type. */
  dispatch(client: SocketClient, msg: ClientMessage): boolean {
    const handler = this.handlers.get(msg.type);
    if (!handler) return false;
    handler(client, msg);
    return true;
  }

  connectionsOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get size(): number {
    return this.clients.size;
  }

  local(): Iterable<SocketClient> {
    return this.clients;
  }

  close(code: number, reason: string): void {
    for (const u of this.unsubscribe) u();
    this.held.close();
    this.writer.flush();
    for (const c of this.clients) c.socket.close(code, reason);
  }

  private deliver(targets: Iterable<SocketClient>, msg: ServerMessage | Buffer): void {
    let payload: Buffer | null = null; // serialised (and framed, by the writer) once for every recipient
    for (const c of targets) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (c.socket.bufferedAmount > MAX_BUFFERED) {
        this.stats.droppedSlow++;
        c.socket.terminate();
        continue;
      }
      payload ??= Buffer.isBuffer(msg) ? msg : Buffer.from(JSON.stringify(msg));
      this.writer.write(c.socket, payload);
      this.stats.delivered++;
    }
  }

  /** One held-back (or undelayed) message to the sockets whose fan is on `delayMs` for its game. */
  private deliverHeld(delayMs: number, { at, topic, gameId, frame, except }: PendingDelivery) {
    const targets: SocketClient[] = [];
    const wants = (c: SocketClient) => c.topics.has(topic) && !except?.has(c.userId);
    for (const c of this.byDelay.get(delayMs) ?? [])
      if (wants(c) && (c.delay!.parties === null || delayFor(c.delay!, gameId, at) === delayMs)) targets.push(c);
    for (const c of this.byParty.get(gameId) ?? [])
      if (c.delay!.ownMs !== delayMs && wants(c) && delayFor(c.delay!, gameId, at) === delayMs) targets.push(c);
    this.deliver(targets, frame);
  }

  private indexDelay(c: SocketClient) {
    const p = c.delay ?? NO_DELAY;
    let set = this.byDelay.get(p.ownMs);
    if (!set) this.byDelay.set(p.ownMs, (set = new Set()));
    set.add(c);
    for (const game of p.parties?.keys() ?? []) {
      let party = this.byParty.get(game);
      if (!party) this.byParty.set(game, (party = new Set()));
      party.add(c);
    }
    if (isDelayed(p)) this.delayedCount++;
  }

  private unindexDelay(c: SocketClient) {
    const p = c.delay ?? NO_DELAY;
    const set = this.byDelay.get(p.ownMs);
    if (set?.delete(c) && set.size === 0) this.byDelay.delete(p.ownMs);
    for (const game of p.parties?.keys() ?? []) {
      const party = this.byParty.get(game);
      if (party?.delete(c) && party.size === 0) this.byParty.delete(game);
    }
    if (isDelayed(p)) this.delayedCount--;
  }

  private closeLocal({ userId, sessionIds, exceptSessionId }: EndFrame): void {
    for (const c of [...(this.byUser.get(userId) ?? [])]) {
      if (sessionIds && (c.sessionId === null || !sessionIds.includes(c.sessionId))) continue;
      if (exceptSessionId !== null && c.sessionId === exceptSessionId) continue;
      c.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      this.remove(c);
    }
  }
}
