import { describe, expect, it } from "vitest";
import type { GameComment } from "@shared/schemas/games";
import { addToThread, removeFromThread, threadOldestFirst, type Thread } from "./thread-cache";

const c = (id: number): GameComment => ({
  id,
  gameId: "g1",
  userId: 1,
  content: `comment ${id}`,
  createdAt: "2026-11-16T00:00:00.000Z",
  firstName: "Maya",
  lastName: "T",
  username: "maya",
  avatar: null,
  removed: false,
});
// Pages as the server sends them: newest first.
const thread = (...pages: number[][]): Thread => ({
  pages: pages.map((ids, i) => ({ items: ids.map(c), nextCursor: i < pages.length - 1 ? `p${i + 1}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `p${i}`)),
});
const ids = (t: Thread | undefined) => threadOldestFirst(t).map((x) => x.id);

describe("the match thread's cache", () => {
  it("reads oldest first across pages", () => {
    expect(ids(thread([5, 4], [3, 2], [1]))).toEqual([1, 2, 3, 4, 5]);
  });

  it("adds a pushed comment at the newest end, once", () => {
    const t = addToThread(thread([2, 1]), c(3));
    expect(ids(t)).toEqual([1, 2, 3]);
    // the poster's own copy and the push of the same comment
    expect(addToThread(t, c(3))).toBe(t);
  });

  it("leaves a thread not loaded yet alone", () => {
    expect(addToThread(undefined, c(1))).toBeUndefined();
  });

  it("drops a deleted comment from whichever page holds it", () => {
    expect(ids(removeFromThread(thread([5, 4], [3, 2]), 3))).toEqual([2, 4, 5]);
    const t = thread([2, 1]);
    expect(removeFromThread(t, 9)).toBe(t);
  });

  it("shows a comment that moved between pages once", () => {
    expect(ids(thread([3, 2], [2, 1]))).toEqual([1, 2, 3]);
  });
});
