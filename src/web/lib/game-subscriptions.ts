import type { ServerMessage } from "@shared/realtime/messages";

/**
 * The pushes a game's page hears: its match thread, its story and what changed inside the game,
 * and the server's acknowledgement that it follows the game (`subscribed`, topic `game:<id>`).
 */
export type GameMessage = Extract<
  ServerMessage,
  { type: "game_comment" | "game_comment_deleted" | "game_update" | "subscribed" }
>;
export type GameListener = (msg: GameMessage) => void;

/** The game a push is about. */
export function gameIdOf(msg: ServerMessage): string | null {
  if (msg.type === "game_comment" || msg.type === "game_comment_deleted") return msg.data.gameId;
  if (msg.type === "game_update") return msg.data.id;
  if (msg.type === "subscribed" && msg.data.topic.startsWith("game:")) return msg.data.topic.slice("game:".length);
  return null;
}

/**
 * Which games the open pages follow, and who hears each game's pushes. The socket subscribes to
 * a game when its first listener arrives, unsubscribes when the last one leaves, and resubscribes
 * to every followed game after a reconnect (`gameIds()`).
 */
export class GameSubscriptions {
  private listeners = new Map<string, Set<GameListener>>();
  /** Games whose sheet the viewer revealed: subscribed with `reveal`, so its changes come under the spoiler shield too. */
  private revealed = new Set<string>();

  /**
   * Adds a listener; `onFirst` runs when the game had none (subscribe), and again with `reveal`
   * when a listener reveals a game subscribed without it. The returned function removes it.
   */
  add(
    gameId: string,
    listener: GameListener,
    onFirst: (reveal: boolean) => void,
    onLast: () => void,
    reveal = false,
  ): () => void {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
      if (reveal) this.revealed.add(gameId);
      else this.revealed.delete(gameId);
      onFirst(reveal);
    } else if (reveal && !this.revealed.has(gameId)) {
      this.revealed.add(gameId);
      onFirst(true);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(gameId);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(gameId);
      this.revealed.delete(gameId);
      onLast();
    };
  }

  gameIds(): string[] {
    return [...this.listeners.keys()];
  }

  /** Whether the game is followed with its sheet revealed (resubscribed so after a reconnect). */
  isRevealed(gameId: string): boolean {
    return this.revealed.has(gameId);
  }

  /** Hands a push to the listeners of its game; false when it is not a game push. */
  dispatch(msg: ServerMessage): boolean {
    const id = gameIdOf(msg);
    if (id === null) return false;
    for (const l of this.listeners.get(id) ?? []) l(msg as GameMessage);
    return true;
  }
}
