import type { GameDetail, GameUpdate, TimelineEntry } from "@shared/schemas/games";

const sameEntry = (a: TimelineEntry, b: TimelineEntry) =>
  a.kind === b.kind && a.text === b.text && a.homeScore === b.homeScore && a.awayScore === b.awayScore;

/** A `game_update` push applied to the cached game page: the newer state and its timeline entry, once. */
export function applyGameUpdate(detail: GameDetail | undefined, update: GameUpdate): GameDetail | undefined {
  if (!detail) return detail;
  const { latestEntry, ...game } = update;
  const state = detail.updatedAt > game.updatedAt ? {} : game;
  const timeline =
    latestEntry && !detail.timeline.some((e) => sameEntry(e, latestEntry))
      ? [...detail.timeline, latestEntry]
      : detail.timeline;
  return { ...detail, ...state, timeline };
}
