import { describe, expect, it, vi } from "vitest";
import type { GameComment } from "@shared/schemas/games";
import { GameSubscriptions, type GameMessage } from "./game-subscriptions";

const comment = (gameId: string): GameMessage => ({
  type: "game_comment",
  data: {
    id: 1,
    gameId,
    userId: 1,
    content: "hi",
    createdAt: "",
    firstName: "A",
    lastName: "B",
    username: "ab",
    avatar: null,
    removed: false,
  } satisfies GameComment,
});

describe("game subscriptions", () => {
  it("subscribes on the first listener of a game and unsubscribes after the last", () => {
    const subs = new GameSubscriptions();
    const first = vi.fn();
    const last = vi.fn();
    const offA = subs.add("g1", () => undefined, first, last);
    const offB = subs.add("g1", () => undefined, first, last);
    expect(first).toHaveBeenCalledTimes(1);
    expect(subs.gameIds()).toEqual(["g1"]);
    offA();
    offA(); // twice is harmless
    expect(last).not.toHaveBeenCalled();
    offB();
    expect(last).toHaveBeenCalledTimes(1);
    expect(subs.gameIds()).toEqual([]);
  });

  it("hands each push to the listeners of its game only", () => {
    const subs = new GameSubscriptions();
    const g1 = vi.fn();
    const g2 = vi.fn();
    subs.add(
      "g1",
      g1,
      () => undefined,
      () => undefined,
    );
    subs.add(
      "g2",
      g2,
      () => undefined,
      () => undefined,
    );
    expect(subs.dispatch(comment("g1"))).toBe(true);
    expect(subs.dispatch({ type: "game_comment_deleted", data: { gameId: "g2", id: 1 } })).toBe(true);
    expect(g1).toHaveBeenCalledTimes(1);
    expect(g2).toHaveBeenCalledTimes(1);
    expect(subs.dispatch({ type: "subscribed", data: { topic: "scores" } })).toBe(false);
    // the server's acknowledgement of a game reaches that game's page (it reads the game again)
    expect(subs.dispatch({ type: "subscribed", data: { topic: "game:g2" } })).toBe(true);
    expect(g2).toHaveBeenCalledTimes(2);
    expect(g1).toHaveBeenCalledTimes(1);
  });

  it("subscribes again with reveal when a listener reveals a game followed without it, and remembers it", () => {
    const subs = new GameSubscriptions();
    const sent: boolean[] = [];
    const first = subs.add(
      "g1",
      () => undefined,
      (reveal) => sent.push(reveal),
      () => undefined,
    );
    expect(subs.isRevealed("g1")).toBe(false);
    subs.add(
      "g1",
      () => undefined,
      (reveal) => sent.push(reveal),
      () => undefined,
      true,
    );
    expect(sent).toEqual([false, true]);
    expect(subs.isRevealed("g1")).toBe(true);
    first();
    expect(subs.isRevealed("g1")).toBe(true);
  });
});
