import type { WebSocket } from "ws";
import type { ClientMessage, ServerMessage } from "@shared/realtime/messages";
import type { Bus } from "./bus";

/** One open /ws connection on this instance. */
export interface SocketClient {
  readonly socket: WebSocket;
  readonly userId: number;
  /** The session the socket was opened with: ending that session closes the socket. */
  readonly sessionId: number | null;
  /** Topics this socket receives (`scores`, `game:<id>`, ...). */
  readonly topics: Set<string>;
}

type ClientMessageHandler = (client: SocketClient, msg: ClientMessage) => void;

/** Close code for a socket whose session ended (sign-out, reset, expiry, revocation): do not reconnect. */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: "Session ended" } as const;

/** Past this much unsent data a client is too slow to keep up; it is dropped and will reconnect. */
const MAX_BUFFERED = 4 * 1024 * 1024;

const TOPIC_USER = "ws.user";
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
  readonly stats = { delivered: 0, droppedSlow: 0 };

  constructor(private readonly bus: Bus) {
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

  /** Sends to every local socket subscribed to `topic` (the score board fans out locally), but `except`'s users'. */
  deliverToTopic(topic: string, msg: ServerMessage | Buffer, except?: ReadonlySet<number>): void {
    const subscribers: SocketClient[] = [];
    for (const c of this.clients) if (c.topics.has(topic) && !except?.has(c.userId)) subscribers.push(c);
    this.deliver(subscribers, msg);
  }

  /** The gateway's side: a socket opened, closed, or sent a message. */
  add(client: SocketClient): void {
    this.clients.add(client);
    let set = this.byUser.get(client.userId);
    if (!set) this.byUser.set(client.userId, (set = new Set()));
    set.add(client);
  }

  remove(client: SocketClient): void {
    this.clients.delete(client);
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
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
    for (const c of this.clients) c.socket.close(code, reason);
  }

  private deliver(targets: Iterable<SocketClient>, msg: ServerMessage | Buffer): void {
    let frame: Buffer | null = null; // serialised once for every recipient
    for (const c of targets) {
      if (c.socket.readyState !== c.socket.OPEN) continue;
      if (c.socket.bufferedAmount > MAX_BUFFERED) {
        this.stats.droppedSlow++;
        c.socket.terminate();
        continue;
      }
      frame ??= Buffer.isBuffer(msg) ? msg : Buffer.from(JSON.stringify(msg));
      c.socket.send(frame, { binary: false });
      this.stats.delivered++;
    }
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
