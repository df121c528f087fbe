import { relativeTime } from "@shared/relative-time";

/** "· edited 5m ago" after a post's or comment's time; the exact time on hover. */
export function EditedMark({ editedAt, now }: { editedAt: string | null; now: number }) {
  if (!editedAt) return null;
  return (
    <span data-testid="edited-mark" title={`Edited ${new Date(editedAt).toLocaleString()}`}>
      {" "}
      · edited <time dateTime={editedAt}>{relativeTime(editedAt, now)}</time>
    </span>
  );
}
