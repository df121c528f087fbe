import type { InfiniteData } from "@tanstack/react-query";
import type { GameComment, GameCommentPage } from "@shared/schemas/games";

export type Thread = InfiniteData<GameCommentPage, unknown>;

/** A pushed (or just posted) comment at the top of the newest page; a comment already there stays once. */
export function addToThread(thread: Thread | undefined, comment: GameComment): Thread | undefined {
  if (!thread || thread.pages.length === 0) return thread;
  if (thread.pages.some((p) => p.items.some((c) => c.id === comment.id))) return thread;
  const [first, ...rest] = thread.pages;
  return { ...thread, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
}

/** Drops a deleted comment from whichever page holds it. */
export function removeFromThread(thread: Thread | undefined, commentId: number): Thread | undefined {
  if (!thread) return thread;
  if (!thread.pages.some((p) => p.items.some((c) => c.id === commentId))) return thread;
  return { ...thread, pages: thread.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== commentId) })) };
}

/** The thread as read on screen: oldest first, newest at the bottom, each comment once. */
export function threadOldestFirst(thread: Thread | undefined): GameComment[] {
  const seen = new Set<number>();
  const out: GameComment[] = [];
  for (const page of thread?.pages ?? [])
    for (const c of page.items)
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
  return out.reverse();
}
