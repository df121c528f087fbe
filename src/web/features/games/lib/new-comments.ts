import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { GameComment } from "@shared/schemas/games";

/** How close to the bottom (px) still counts as reading the latest comments. */
export const AT_LATEST_SLACK_PX = 48;

/** Whether a scroll box shows its end (the newest comments). */
export function isAtLatest(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= AT_LATEST_SLACK_PX;
}

/**
 * Comments the reader has not seen: those newer than the newest one seen at the bottom, except
 * the reader's own (posting one takes them to the bottom anyway).
 */
export function unseenCount(comments: readonly GameComment[], seenUpToId: number | null, viewerId: number): number {
  if (seenUpToId === null) return 0;
  return comments.filter((c) => c.id > seenUpToId && c.userId !== viewerId).length;
}

/** The bar's text: "1 new comment", "3 new comments". */
export const newCommentsText = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: "# new comment", other: "# new comments" })}`);

/** The newest comment id of an oldest-first list (null when empty). */
export const newestId = (comments: readonly GameComment[]) => comments.at(-1)?.id ?? null;
