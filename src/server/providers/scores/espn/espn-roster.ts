import type { PlayerRef } from "@shared/schemas/game-sheet";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { positionOf } from "./espn-sheet-context";
import { parseEspnRoster } from "./espn-summary-payload";

// ESPN's team roster (`…/teams/{espnId}/roster`) to the players of a squad. NBA lists its
// athletes flat; NFL (by unit: offense, defense, special teams, injured reserve…), NHL and MLB (by
// position) group them as `{position, items}`. Every player once, in ESPN's order.

/** The squad of a roster body; throws EspnPayloadError when the body has no athletes list. */
export function mapEspnRoster(league: League, payload: unknown): PlayerRef[] {
  const sport = sportOfLeague(league)!;
  const players: PlayerRef[] = [];
  const seen = new Set<string>();
  for (const a of parseEspnRoster(payload).athletes) {
    const name = (a.displayName ?? a.fullName ?? a.shortName ?? "").trim();
    if (!name || seen.has(a.id)) continue;
    seen.add(a.id);
    players.push({
      id: a.id,
      name,
      jersey: a.jersey?.trim() || null,
      position: positionOf(sport, a.position?.abbreviation),
    });
  }
  return players;
}
