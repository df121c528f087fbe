import type { PlayerRef } from "@shared/schemas/game-sheet";

// A soccer lineup drawn on the pitch: the goalkeeper, then one row per line of the formation
// ("4-2-3-1": four defenders, two holding midfielders, three attacking midfielders, one striker),
// filled in the order the lineup lists its starters (keeper first, then each line from the right
// back to the left: ESPN's and the simulator's order). A formation that does not add up to the
// outfield players (missing, "4-4-2" for ten men) falls back to lines of at most four.

const GOALKEEPER = /^(GK|G)$/i;

/** The formation's lines ("4-2-3-1" → [4, 2, 3, 1]); null when it is not one. */
export function formationLines(formation: string | null): number[] | null {
  if (!formation) return null;
  const parts = formation.trim().split(/\s*-\s*/);
  if (parts.length < 2 || parts.some((p) => !/^\d+$/.test(p))) return null;
  const lines = parts.map(Number);
  return lines.every((n) => n > 0) ? lines : null;
}

/**
 * The rows of a side's half, from its own goal outwards: [[keeper], [defenders…], …, [forwards…]].
 * Every starter is in exactly one row.
 */
export function formationRows(formation: string | null, starters: readonly PlayerRef[]): PlayerRef[][] {
  if (starters.length === 0) return [];
  const keeperAt = starters.findIndex((p) => p.position !== null && GOALKEEPER.test(p.position));
  const keeper = starters[keeperAt === -1 ? 0 : keeperAt]!;
  const outfield = starters.filter((p) => p !== keeper);
  const given = formationLines(formation);
  const sum = given?.reduce((a, b) => a + b, 0) ?? 0;
  const lines = given && sum === outfield.length ? given : fallbackLines(outfield.length);
  const rows: PlayerRef[][] = [[keeper]];
  let next = 0;
  for (const n of lines) {
    rows.push(outfield.slice(next, next + n));
    next += n;
  }
  return rows.filter((r) => r.length > 0);
}

/** Lines of four from the back (ten outfield players: 4-4-2). */
function fallbackLines(outfield: number): number[] {
  if (outfield === 10) return [4, 4, 2];
  const lines: number[] = [];
  for (let left = outfield; left > 0; left -= 4) lines.push(Math.min(4, left));
  return lines;
}
