import type { KeyEvent } from "@shared/schemas/game-sheet";
import type { TimelineEntry } from "@shared/schemas/games";

// The game's story on one timeline: the recorded chapters (kick-off, each period's start, the
// final) with the key events between them, by period. The key events say who scored, so once a
// game has them the recorded score changes ("Goal! Real Madrid") are left out: they would tell
// the same goals twice.

export type StoryItem = { type: "entry"; entry: TimelineEntry } | { type: "event"; event: KeyEvent };

/** The story in the order it happened (the key events in the order the provider lists them). */
export function storyItems(timeline: readonly TimelineEntry[], keyEvents: readonly KeyEvent[]): StoryItem[] {
  if (keyEvents.length === 0) return timeline.map((entry) => ({ type: "entry", entry }));
  const events = keyEvents
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.period - b.event.period || a.i - b.i);
  const items: StoryItem[] = [];
  let next = 0;
  const eventsBefore = (period: number) => {
    while (next < events.length && events[next]!.event.period < period)
      items.push({ type: "event", event: events[next++]!.event });
  };
  for (const entry of timeline) {
    if (entry.kind === "score") continue;
    if (entry.kind === "period" && entry.period !== null) eventsBefore(entry.period);
    if (entry.kind === "final" || entry.kind === "postponed") eventsBefore(Number.POSITIVE_INFINITY);
    items.push({ type: "entry", entry });
  }
  eventsBefore(Number.POSITIVE_INFINITY);
  return items;
}
