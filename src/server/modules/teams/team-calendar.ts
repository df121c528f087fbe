import ical, { ICalEventStatus } from "ical-generator";
import type { Game } from "@shared/schemas/live";
import { leagueLabel, type Sport } from "@shared/schemas/teams";
import type { Db } from "../../db/client";
import type { CatalogueTeam } from "../../catalogue/teams";
import { versionGames } from "./team-calendar.repository";

// A team's season as an iCalendar file (RFC 5545), written with ical-generator: one VEVENT per
// game with a start, its UID the game's id (stable across requests, restarts and instances),
// DTSTART in UTC, SUMMARY "Away at Home", the game's page as URL. Spoiler-safe unless asked:
// scores only with `scores`. A reschedule or postponement raises the event's SEQUENCE.

/** How long a calendar blocks for a game of each sport (the data has no end time). */
const GAME_MINUTES: Record<Sport, number> = {
  basketball: 150,
  football: 210,
  baseball: 180,
  hockey: 150,
  soccer: 120,
};

export interface TeamCalendarOptions {
  /** PUBLIC_ORIGIN, for links to game pages. */
  origin: string;
  scores: boolean;
}

const summaryOf = (g: Game, scores: boolean) => {
  const base = `${g.awayTeam.name} at ${g.homeTeam.name}`;
  if (!scores || g.gameStatus !== "final" || g.awayScore === null || g.homeScore === null) return base;
  return `${base} (${g.awayScore}-${g.homeScore})`;
};

export async function teamCalendar(db: Db, team: CatalogueTeam, games: Game[], opts: TeamCalendarOptions) {
  const timed = games.filter((g): g is Game & { gameTime: string } => g.gameTime !== null);
  const versions = await versionGames(
    db,
    timed.map((g) => ({
      gameId: g.id,
      startsAt: new Date(g.gameTime),
      state: g.gameStatus === "other" ? "cancelled" : "confirmed",
    })),
  );
  const cal = ical({
    name: `${team.name} · ${leagueLabel(team.league)}`,
    prodId: { company: "FanZone", product: "Team schedules", language: "EN" },
    url: `${opts.origin}/teams/${team.id}`,
  });
  for (const g of timed) {
    const start = new Date(g.gameTime);
    const version = versions.get(g.id);
    const url = `${opts.origin}/games/${encodeURIComponent(g.id)}`;
    const postponed = g.gameStatus === "other";
    cal.createEvent({
      id: `${g.id}@fanzone`,
      sequence: version?.sequence ?? 0,
      // When this version of the event was made: stable while nothing changes, so is the ETag.
      stamp: version?.updatedAt ?? start,
      start,
      end: new Date(start.getTime() + GAME_MINUTES[g.sport] * 60_000),
      summary: postponed ? `${summaryOf(g, false)} (${g.statusDetail})` : summaryOf(g, opts.scores),
      description: `${leagueLabel(g.league)}\n${url}`,
      url,
      status: postponed ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

/** A file name for the download: "los-angeles-lakers.ics". */
export const calendarFileName = (team: CatalogueTeam) =>
  `${team.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.ics`;
