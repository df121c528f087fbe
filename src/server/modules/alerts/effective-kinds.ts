import { ALERT_KINDS, defaultTeamKinds, type AlertKind } from "@shared/schemas/alerts";

/** What a fan set for one of a game's teams: a favourite without its own set has the default one. */
export interface TeamAlertState {
  favourite: boolean;
  /** The fan's own set for the team; null when never changed. */
  kinds: readonly AlertKind[] | null;
}

/**
 * The kinds a fan asked for on one game: the game's own set when the fan set one (an empty set
 * mutes the game), else everything either team's set holds.
 */
export function effectiveKinds(
  sport: string,
  game: readonly AlertKind[] | null,
  teams: readonly TeamAlertState[],
): ReadonlySet<AlertKind> {
  if (game) return new Set(game);
  const out = new Set<AlertKind>();
  for (const t of teams) for (const k of t.kinds ?? (t.favourite ? defaultTeamKinds(sport) : [])) out.add(k);
  return new Set(ALERT_KINDS.filter((k) => out.has(k)));
}
