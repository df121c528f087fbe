import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { GameComment } from "@shared/schemas/games";
import { isAtLatest, newCommentsText, newestId, unseenCount } from "./new-comments";

const c = (id: number, userId = 2): GameComment => ({
  id,
  gameId: "g1",
  userId,
  content: `comment ${id}`,
  createdAt: "2026-11-16T00:00:00.000Z",
  firstName: "Sam",
  lastName: "O",
  username: "sam",
  avatar: null,
  removed: false,
});

describe("the new comments bar", () => {
  it("counts the comments newer than the newest one seen, but not the reader's own", () => {
    const thread = [c(1), c(2), c(3), c(4, 7), c(5)];
    expect(unseenCount(thread, 2, 7)).toBe(2);
    expect(unseenCount(thread, 5, 7)).toBe(0);
  });

  it("counts nothing before the reader has seen the thread's end once", () => {
    expect(unseenCount([c(1), c(2)], null, 7)).toBe(0);
  });

  it("treats a box scrolled to within a few pixels of its end as reading the latest", () => {
    expect(isAtLatest({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtLatest({ scrollTop: 560, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isAtLatest({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isAtLatest({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });

  it("reads one comment and several comments", () => {
    const en = setupI18n({ locale: "en", messages: { en: {} } });
    expect(newCommentsText(1, en)).toBe("1 new comment");
    expect(newCommentsText(3, en)).toBe("3 new comments");
  });

  it("finds the newest id of an oldest-first list", () => {
    expect(newestId([c(1), c(9)])).toBe(9);
    expect(newestId([])).toBeNull();
  });
});
