import type { PlayerRef } from "@shared/schemas/game-sheet";
import type { League, Sport } from "@shared/schemas/teams";
import type { EspnAthlete, EspnSummary, EspnSummaryCompetitor } from "./espn-summary-payload";

// What the parts of a summary's mapping share: the two sides, the game's state and every player
// the summary names, so a key event or a leader that only carries an athlete id (or, in NFL
// scoring plays, only a name) is told with the same name, shirt and side as the box score.

export type Side = "home" | "away";
export const otherSide = (side: Side): Side => (side === "home" ? "away" : "home");

/** The summary's own state: `pre` also covers postponed and cancelled games (nothing was played). */
export type SheetState = "pre" | "in" | "post";

export interface SideInfo {
  espnId: string | null;
  /** Our catalogue id, null for a team outside it (a placeholder, an unknown club). */
  teamId: number | null;
  score: number | null;
  shootout: number | null;
  competitor: EspnSummaryCompetitor;
}

export interface SheetContext {
  league: League;
  sport: Sport;
  eventId: string;
  state: SheetState;
  /** ESPN's season type: 2 regular season, 3 postseason (hockey shoot-outs happen only in 2). */
  seasonType: number | null;
  home: SideInfo;
  away: SideInfo;
  players: PlayerDirectory;
  summary: EspnSummary;
  /** Our catalogue id of any ESPN team id the summary mentions (null outside the catalogue). */
  teamIdOf(espnTeamId: string | null | undefined): number | null;
  /** home or away for an ESPN team id of this game; null for any other team. */
  sideOf(espnTeamId: string | null | undefined): Side | null;
}

const clean = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};

/** Soccer's goalkeeper is "G" at ESPN and "GK" in our sheets; "SUB" is a bench slot, not a position. */
export function positionOf(sport: Sport, abbreviation: string | null | undefined): string | null {
  const p = clean(abbreviation);
  if (!p) return null;
  if (sport === "soccer") {
    if (p === "SUB") return null;
    if (p === "G") return "GK";
  }
  return p;
}

/** Every player a summary names, by ESPN athlete id, merged from all its sections. */
export class PlayerDirectory {
  private readonly byId = new Map<string, { ref: PlayerRef; side: Side | null }>();
  private readonly byName = new Map<string, string[]>();

  constructor(private readonly sport: Sport) {}

  /** Adds or completes a player; later sources fill what earlier ones lacked. Returns the merged ref. */
  add(
    athlete: Partial<EspnAthlete> & { id: string },
    side: Side | null,
    extra: { jersey?: string | null; position?: string | null } = {},
  ): PlayerRef | null {
    const name = clean(athlete.displayName) ?? clean(athlete.fullName) ?? clean(athlete.shortName);
    const known = this.byId.get(athlete.id);
    const jersey = clean(extra.jersey) ?? clean(athlete.jersey);
    const position =
      positionOf(this.sport, extra.position) ?? positionOf(this.sport, athlete.position?.abbreviation ?? null);
    if (!known) {
      if (!name) return null;
      const ref: PlayerRef = { id: athlete.id, name, jersey, position };
      this.byId.set(athlete.id, { ref, side });
      const key = name.toLowerCase();
      this.byName.set(key, [...(this.byName.get(key) ?? []), athlete.id]);
      return ref;
    }
    known.ref.jersey ??= jersey;
    known.ref.position ??= position;
    known.side ??= side;
    return known.ref;
  }

  get(id: string): PlayerRef | undefined {
    return this.byId.get(id)?.ref;
  }

  sideOf(id: string): Side | null {
    return this.byId.get(id)?.side ?? null;
  }

  /** The player of that exact name (on `side` when given); undefined when none or ambiguous. */
  byFullName(name: string, side?: Side): PlayerRef | undefined {
    const ids = (this.byName.get(name.trim().toLowerCase()) ?? []).filter(
      (id) => side === undefined || this.sideOf(id) === side,
    );
    return ids.length === 1 ? this.get(ids[0]!) : undefined;
  }
}
