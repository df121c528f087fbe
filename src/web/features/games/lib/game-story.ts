import type { GameDetail, GameUpdate, TimelineEntry } from "@shared/schemas/games";

const sameEntry = (a: TimelineEntry, b: TimelineEntry) =>
  a.kind === b.kind && a.text === b.text && a.homeScore === b.homeScore && a.awayScore === b.awayScore;

/** A `game_update` push applied to the cached game page: the newer state, and each of its timeline entries once. */
export function applyGameUpdate(detail: GameDetail | undefined, update: GameUpdate): GameDetail | undefined {
  if (!detail) return detail;
  const { entries, ...game } = update;
  const state = detail.updatedAt > game.updatedAt ? {} : game;
  const timeline = [...detail.timeline];
  for (const entry of entries) if (!timeline.some((e) => sameEntry(e, entry))) timeline.push(entry);
  return { ...detail, ...state, timeline: timeline.length === detail.timeline.length ? detail.timeline : timeline };
}
