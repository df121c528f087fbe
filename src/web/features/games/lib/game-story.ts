import type { GameDetail, GameUpdate, SheetChange, TimelineEntry } from "@shared/schemas/games";
import type { GameSheet } from "@shared/schemas/game-sheet";

type CachedGame = GameDetail & Partial<GameSheet>;

const sameEntry = (a: TimelineEntry, b: TimelineEntry) =>
  a.kind === b.kind && a.text === b.text && a.homeScore === b.homeScore && a.awayScore === b.awayScore;

/**
 * What changed inside the game (pushed on its sheet topic) written into the cached sheet: new key
 * events once each, box score lines replaced by player (or added) within their side and group, and
 * the line score, team stats and leaders whole when they came.
 */
export function applySheetChange<T extends Partial<GameSheet>>(detail: T, change: SheetChange): T {
  const next: T = { ...detail };
  if (change.keyEvents.length > 0) {
    const known = new Set((detail.keyEvents ?? []).map((e) => e.id));
    const fresh = change.keyEvents.filter((e) => !known.has(e.id));
    if (fresh.length > 0) next.keyEvents = [...(detail.keyEvents ?? []), ...fresh];
  }
  const box = detail.boxScore;
  if (box && change.boxScore.length > 0) {
    const sides = {
      home: { ...box.home, groups: [...box.home.groups] },
      away: { ...box.away, groups: [...box.away.groups] },
    };
    for (const { side, group, players } of change.boxScore) {
      const at = sides[side].groups.findIndex((g) => g.key === group);
      if (at === -1) continue;
      const lines = [...sides[side].groups[at]!.players];
      for (const line of players) {
        const i = lines.findIndex((l) => l.player.id === line.player.id);
        if (i === -1) lines.push(line);
        else lines[i] = line;
      }
      sides[side].groups[at] = { ...sides[side].groups[at]!, players: lines };
    }
    next.boxScore = sides;
  }
  if (change.lineScore !== undefined) next.lineScore = change.lineScore;
  if (change.teamStats !== undefined) next.teamStats = change.teamStats;
  if (change.leaders !== undefined) next.leaders = change.leaders;
  return next;
}

/**
 * A `game_update` push applied to the cached game page: the newer state, each of its timeline
 * entries once, and what changed inside the game (a change older than the page read is skipped:
 * the read holds it already).
 */
export function applyGameUpdate<T extends CachedGame>(detail: T | undefined, update: GameUpdate): T | undefined {
  if (!detail) return detail;
  const { entries, sheet, ...game } = update;
  const older = detail.updatedAt > game.updatedAt;
  const state = older ? {} : game;
  const timeline = [...detail.timeline];
  for (const entry of entries) if (!timeline.some((e) => sameEntry(e, entry))) timeline.push(entry);
  const withSheet = sheet && !older ? applySheetChange(detail, sheet) : detail;
  return { ...withSheet, ...state, timeline: timeline.length === detail.timeline.length ? detail.timeline : timeline };
}
