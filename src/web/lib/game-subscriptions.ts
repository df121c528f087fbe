import type { ServerMessage } from "@shared/realtime/messages";

/** The pushes a game's page hears: its match thread and its story. */
export type GameMessage = Extract<ServerMessage, { type: "game_comment" | "game_comment_deleted" | "game_update" }>;
export type GameListener = (msg: GameMessage) => void;

/** The game a push is about. */
export function gameIdOf(msg: ServerMessage): string | null {
  if (msg.type === "game_comment" || msg.type === "game_comment_deleted") return msg.data.gameId;
  if (msg.type === "game_update") return msg.data.id;
  return null;
}

/**
 * Which games the open pages follow, and who hears each game's pushes. The socket subscribes to
 * a game when its first listener arrives, unsubscribes when the last one leaves, and resubscribes
 * to every followed game after a reconnect (`gameIds()`).
 */
export class GameSubscriptions {
  private listeners = new Map<string, Set<GameListener>>();

  /** Adds a listener; `onFirst` runs when the game had none (subscribe), the returned function removes it. */
  add(gameId: string, listener: GameListener, onFirst: () => void, onLast: () => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
      onFirst();
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(gameId);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(gameId);
      onLast();
    };
  }

  gameIds(): string[] {
    return [...this.listeners.keys()];
  }

  /** Hands a push to the listeners of its game; false when it is not a game push. */
  dispatch(msg: ServerMessage): boolean {
    const id = gameIdOf(msg);
    if (id === null) return false;
    for (const l of this.listeners.get(id) ?? []) l(msg as GameMessage);
    return true;
  }
}
