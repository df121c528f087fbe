import type { Game, GameTeam } from "@shared/schemas/live";
import { leagueLabel } from "@shared/leagues";
import { sportName } from "@shared/sport-emoji";
import type { Db } from "../../db/client";
import { teamById } from "../../catalogue/teams";
import { findPublicEvent } from "../events/events.service";
import { currentGame } from "../games/games.service";
import type { PreviewCard } from "./preview-card-svg";

// What a link preview of a page says (Open Graph and Twitter card tags, and the card image).
// Only what anyone may see without signing in: public events (title, date, venue), games (the
// teams and the start time, never the score or the state), teams. Anything else: undefined, as
// for an unknown id.

export const SHARE_KINDS = ["events", "games", "teams"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export interface SharePreview {
  title: string;
  description: string;
  /** Changes when what the card shows changes (part of the image's address). */
  version: string;
  card: PreviewCard;
}

export interface ShareDeps {
  db: Db;
  /** The live board (games), when the scores feature runs. */
  board: (id: string) => Game | undefined;
}

const SPORT_COLORS: Record<string, [string, string]> = {
  basketball: ["#ea580c", "#7c2d12"],
  football: ["#15803d", "#14532d"],
  baseball: ["#1d4ed8", "#1e3a8a"],
  hockey: ["#0891b2", "#164e63"],
  soccer: ["#16a34a", "#0f766e"],
};
const sportColors = (sport: string): [string, string] => SPORT_COLORS[sport] ?? ["#1d4ed8", "#0b1220"];

// The server knows no viewer's time zone: times are given in UTC, and say so.
const UTC_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
export const formatUtc = (d: Date) => UTC_FORMAT.format(d);

async function eventPreview(db: Db, id: string): Promise<SharePreview | undefined> {
  const eventId = Number(id);
  if (!Number.isSafeInteger(eventId) || eventId <= 0 || eventId > 2_147_483_647) return undefined;
  const e = await findPublicEvent(db, eventId);
  if (!e) return undefined;
  const when = formatUtc(e.eventDate);
  return {
    title: e.title,
    description: `${when} · ${e.location}`,
    version: String((e.editedAt ?? e.eventDate).getTime()),
    card: {
      kicker: `Watch party · ${sportName(e.sport)}`,
      title: e.title,
      lines: [when, e.location],
      colors: sportColors(e.sport),
    },
  };
}

function badgeOf(team: GameTeam) {
  const t = team.id === null ? undefined : teamById(team.id);
  return { text: team.abbreviation, fill: t?.primaryColor ?? "#334155", ink: "#ffffff" };
}

async function gamePreview(deps: ShareDeps, id: string): Promise<SharePreview | undefined> {
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(id)) return undefined;
  const game = await currentGame(
    { db: deps.db, board: deps.board, events: { db: deps.db, game: null, now: () => new Date() } },
    id,
  ).catch(() => undefined);
  if (!game) return undefined;
  // Soccer names the home side first; the American leagues say "away at home".
  const title =
    game.sport === "soccer"
      ? `${game.homeTeam.name} vs ${game.awayTeam.name}`
      : `${game.awayTeam.name} at ${game.homeTeam.name}`;
  const when = game.gameTime ? formatUtc(new Date(game.gameTime)) : "Start time to be decided";
  const league = leagueLabel(game.league);
  return {
    title,
    description: `${league} · ${when}`,
    version: game.gameTime ? String(Date.parse(game.gameTime)) : "tbd",
    card: {
      kicker: `${league} · ${sportName(game.sport)}`,
      title,
      lines: [when],
      colors: sportColors(game.sport),
      badges: [badgeOf(game.awayTeam), badgeOf(game.homeTeam)],
    },
  };
}

function teamPreview(id: string): SharePreview | undefined {
  const team = /^\d{1,9}$/.test(id) ? teamById(Number(id)) : undefined;
  if (!team) return undefined;
  const league = leagueLabel(team.league);
  const where = [team.city, team.conference ? `${team.conference} Conference` : null].filter(Boolean).join(" · ");
  return {
    title: team.name,
    description: `${team.name} on FanZone: ${league} scores, fans and watch parties.`,
    version: "1",
    card: {
      kicker: `${league} · ${sportName(team.sport)}`,
      title: team.name,
      lines: [where],
      colors: [team.primaryColor, team.secondaryColor],
      badges: [{ text: team.abbreviation, fill: team.primaryColor, ink: "#ffffff" }],
    },
  };
}

/** The preview of one page, or undefined when it has none for someone signed out. */
export async function previewOf(deps: ShareDeps, kind: ShareKind, id: string): Promise<SharePreview | undefined> {
  if (kind === "events") return eventPreview(deps.db, id);
  if (kind === "games") return gamePreview(deps, id);
  return teamPreview(id);
}
