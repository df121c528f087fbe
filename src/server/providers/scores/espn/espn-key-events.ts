import type { KeyEvent, KeyEventKind } from "@shared/schemas/game-sheet";
import { otherSide, type SheetContext, type Side } from "./espn-sheet-context";
import type { EspnPlay } from "./espn-summary-payload";

// The moments that decided a game, from the section of the summary each sport has: soccer
// `keyEvents`, hockey and baseball `plays`, football `scoringPlays`. Scores are those after the
// event. Basketball has no key events (every basket would be one).

type Participant = KeyEvent["players"][number];
type Role = Participant["role"];

interface Score {
  home: number;
  away: number;
}

function participant(ctx: SheetContext, play: EspnPlay, index: number, role: Role): Participant[] {
  const p = play.participants[index];
  if (!p) return [];
  const ref = ctx.players.get(p.athlete.id) ?? ctx.players.add(p.athlete, null);
  return ref ? [{ id: ref.id, name: ref.name, role }] : [];
}

const playSide = (ctx: SheetContext, play: EspnPlay): Side | null => ctx.sideOf(play.team?.id);

// ---- soccer ----

/** "90'+2'" → "90'+2", "9'" stays, "" → null. */
export function soccerClock(display: string | null | undefined): string | null {
  const s = display?.trim();
  if (!s) return null;
  const m = /^(\d+)'?\s*\+\s*(\d+)'?$/.exec(s);
  if (m) return `${m[1]}'+${m[2]}`;
  return /^\d+$/.test(s) ? `${s}'` : s;
}

/** ESPN's key event type (slug or text) → our kind; null for what the sheet leaves out (kick-off, delays, VAR…). */
export function soccerKind(play: EspnPlay): KeyEventKind | null {
  const slug = `${play.type?.type ?? ""} ${play.type?.text ?? ""}`.toLowerCase();
  // A goal the referee or VAR took back is no goal of the match.
  if (/disallow|overturn|cancel|no[\s-]goal/.test(slug)) return null;
  if (/own[\s-]*goal/.test(slug)) return "own-goal";
  if (/penalty/.test(slug)) {
    if (/miss|saved|save/.test(slug)) return "penalty-missed";
    if (/scored|goal/.test(slug)) return "penalty-goal";
    return null;
  }
  if (/(^|\s)goal/.test(slug)) return "goal";
  if (/yellow.*red|second[\s-]*yellow/.test(slug)) return "red-card";
  if (/red[\s-]*card/.test(slug)) return "red-card";
  if (/yellow[\s-]*card/.test(slug)) return "yellow-card";
  if (/substitution/.test(slug)) return "substitution";
  return null;
}

function soccerEvents(ctx: SheetContext): KeyEvent[] {
  const score: Score = { home: 0, away: 0 };
  const events: KeyEvent[] = [];
  for (const play of ctx.summary.keyEvents) {
    if (play.shootout) continue; // a shoot-out kick is not a goal of the match
    const kind = soccerKind(play);
    if (!kind) continue;
    let side = playSide(ctx, play);
    if (kind === "own-goal") {
      // Credited to the other side of the player who put it in; ESPN's own `team` is the credited side.
      const own = play.participants[0] ? ctx.players.sideOf(play.participants[0].athlete.id) : null;
      side = own ? otherSide(own) : side;
    }
    if (!side) continue;
    if (kind === "goal" || kind === "penalty-goal" || kind === "own-goal") score[side]++;
    const players: Participant[] =
      kind === "substitution"
        ? [...participant(ctx, play, 0, "in"), ...participant(ctx, play, 1, "out")]
        : kind === "goal" || kind === "penalty-goal"
          ? [...participant(ctx, play, 0, "scorer"), ...participant(ctx, play, 1, "assist")]
          : kind === "own-goal"
            ? participant(ctx, play, 0, "scorer")
            : participant(ctx, play, 0, "player");
    events.push({
      id: play.id,
      kind,
      period: play.period?.number ?? 0,
      clock: soccerClock(play.clock?.displayValue),
      team: side,
      players,
      homeScore: score.home,
      awayScore: score.away,
    });
  }
  return events;
}

// ---- hockey ----

function hockeyEvents(ctx: SheetContext): KeyEvent[] {
  const score: Score = { home: 0, away: 0 };
  const events: KeyEvent[] = [];
  const shootoutGoals: Record<Side, EspnPlay | null> = { home: null, away: null };
  for (const play of ctx.summary.plays) {
    const type = `${play.type?.abbreviation ?? ""} ${play.type?.text ?? ""}`.toLowerCase();
    const period = play.period?.number ?? 0;
    // A regular-season shoot-out (period 5) is no period of the game; playoff games play
    // overtime periods instead.
    const shootout =
      play.shootout === true ||
      /shootout/.test(type) ||
      play.period?.displayValue === "SO" ||
      (ctx.seasonType !== 3 && period >= 5);
    const side = playSide(ctx, play);
    if (!side) continue;
    const goal = /goal/.test(type) && (play.scoringPlay === true || shootout);
    if (shootout) {
      if (goal) shootoutGoals[side] = play;
      continue;
    }
    const penalty = !goal && /penalty/.test(type);
    if (!goal && !penalty) continue;
    if (goal) {
      score.home = play.homeScore ?? score.home + (side === "home" ? 1 : 0);
      score.away = play.awayScore ?? score.away + (side === "away" ? 1 : 0);
    }
    events.push({
      id: play.id,
      kind: goal ? "goal" : "penalty",
      period,
      clock: play.clock?.displayValue?.trim() || null,
      team: side,
      players: goal
        ? [
            ...participant(ctx, play, 0, "scorer"),
            ...play.participants.slice(1).flatMap((_, i) => participant(ctx, play, i + 1, "assist")),
          ]
        : participant(ctx, play, 0, "player"),
      homeScore: score.home,
      awayScore: score.away,
    });
  }
  // The score credits a shoot-out's winner with one goal: told as the winner's last shoot-out
  // goal, so the goals add up to the score (as the simulator tells it).
  if (ctx.state === "post")
    for (const side of ["home", "away"] as const) {
      if ((ctx[side].score ?? 0) !== score[side] + 1 || ctx[otherSide(side)].score !== score[otherSide(side)]) continue;
      const play = shootoutGoals[side];
      if (!play && ctx[side].shootout === null) continue;
      score[side]++;
      events.push({
        id: play?.id ?? `${ctx.eventId}-shootout`,
        kind: "goal",
        period: play?.period?.number ?? 5,
        clock: null,
        team: side,
        players: play ? participant(ctx, play, 0, "scorer") : [],
        homeScore: score.home,
        awayScore: score.away,
      });
    }
  return events;
}

// ---- football ----

/** Names in a scoring play's text, matched to the game's players of that side ("Jayden Reed 9 Yd pass from Jordan Love (Anders Carlson Kick)"). */
function named(ctx: SheetContext, side: Side, name: string | undefined, role: Role): Participant[] {
  if (!name) return [];
  const ref = ctx.players.byFullName(name, side) ?? ctx.players.byFullName(name);
  return ref ? [{ id: ref.id, name: ref.name, role }] : [];
}

function footballEvents(ctx: SheetContext): KeyEvent[] {
  const score: Score = { home: 0, away: 0 };
  const events: KeyEvent[] = [];
  for (const play of ctx.summary.scoringPlays) {
    const side = playSide(ctx, play);
    if (!side) continue;
    const after: Score = { home: play.homeScore ?? score.home, away: play.awayScore ?? score.away };
    const gained = after[side] - score[side];
    const conceded = after[otherSide(side)] - score[otherSide(side)];
    const kindText =
      `${play.scoringType?.name ?? ""} ${play.type?.abbreviation ?? ""} ${play.type?.text ?? ""}`.toLowerCase();
    const text = play.text ?? "";
    const base = {
      period: play.period?.number ?? 0,
      clock: play.clock?.displayValue?.trim() || null,
    };
    const participants = (scorerRole: Role): Participant[] =>
      play.participants.length
        ? [
            ...participant(ctx, play, 0, scorerRole),
            ...play.participants.slice(1, 2).flatMap((_, i) => participant(ctx, play, i + 1, "assist")),
          ]
        : [
            ...named(ctx, side, /^(.+?)\s+\d+\s+Yd\b/i.exec(text)?.[1], scorerRole),
            ...named(ctx, side, /pass from (.+?)\s*(?:\(|$)/i.exec(text)?.[1], "assist"),
          ];
    const touchdown = /touchdown|\btd\b/.test(kindText) || (gained >= 6 && gained <= 8);
    if (touchdown) {
      const td = { ...score, [side]: score[side] + 6 } as Score;
      events.push({
        id: play.id,
        kind: "touchdown",
        ...base,
        team: side,
        players: participants("scorer"),
        homeScore: td.home,
        awayScore: td.away,
      });
      if (gained === 7 || gained === 8) {
        const kicker = /\((.+?)\s+(?:Kick|PAT)\b/i.exec(text)?.[1];
        // "(Jordan Love Pass to Jayden Reed for Two-Point Conversion)", "(Bijan Robinson Run for Two-Point Conversion)"
        const passed = /\((.+?)\s+Pass to\s+(.+?)\s+for Two-Point/i.exec(text);
        const ran = /\((.+?)\s+Run for Two-Point/i.exec(text);
        const players =
          gained === 7
            ? named(ctx, side, kicker, "scorer")
            : passed
              ? [...named(ctx, side, passed[2], "scorer"), ...named(ctx, side, passed[1], "assist")]
              : named(ctx, side, ran?.[1], "scorer");
        const converted = { ...after, [otherSide(side)]: after[otherSide(side)] - Math.max(0, conceded) } as Score;
        events.push({
          id: `${play.id}-${gained === 7 ? "xp" : "2pt"}`,
          kind: gained === 7 ? "extra-point" : "two-point",
          ...base,
          team: side,
          players,
          homeScore: converted.home,
          awayScore: converted.away,
        });
      }
    } else if (gained > 0) {
      const kind: KeyEventKind = /field.?goal|\bfg\b/.test(kindText)
        ? "field-goal"
        : /two.?point|\b2pt\b|conversion/.test(kindText)
          ? "two-point"
          : /safety|\bsf\b/.test(kindText)
            ? "safety"
            : /extra.?point|\bpat\b|\bxp\b/.test(kindText)
              ? "extra-point"
              : gained === 3
                ? "field-goal"
                : gained === 2
                  ? "safety"
                  : "extra-point";
      events.push({
        id: play.id,
        kind,
        ...base,
        team: side,
        players: kind === "safety" ? [] : participants("scorer"),
        homeScore: after.home,
        awayScore: after.away,
      });
    }
    // A defensive two-point return scores for the other side on the same play.
    if (conceded > 0) {
      const other = otherSide(side);
      events.push({
        id: `${play.id}-def`,
        kind: conceded === 2 ? "two-point" : "safety",
        ...base,
        team: other,
        players: [],
        homeScore: after.home,
        awayScore: after.away,
      });
    }
    score.home = after.home;
    score.away = after.away;
  }
  return events;
}

// ---- baseball ----

function baseballEvents(ctx: SheetContext): KeyEvent[] {
  const score: Score = { home: 0, away: 0 };
  const events: KeyEvent[] = [];
  for (const play of ctx.summary.plays) {
    if (play.homeScore == null || play.awayScore == null) continue;
    const after: Score = { home: play.homeScore, away: play.awayScore };
    // ESPN repeats the score on every pitch of an at-bat: an event is a play that changed it.
    for (const side of ["away", "home"] as const) {
      if (after[side] <= score[side]) continue;
      score[side] = after[side];
      const homeRun = [play.type?.type, play.alternativeType?.type, play.type?.abbreviation].some(
        (t) => t === "home-run" || t === "HR",
      );
      const batter = play.participants.findIndex((p) => p.type === "batter");
      events.push({
        id: play.id,
        kind: homeRun ? "home-run" : "run",
        period: play.period?.number ?? 0,
        clock: null,
        team: side,
        players: batter >= 0 ? participant(ctx, play, batter, homeRun ? "scorer" : "player") : [],
        homeScore: score.home,
        awayScore: score.away,
      });
    }
  }
  return events;
}

/** The key events of a summary, in the order they happened. */
export function mapKeyEvents(ctx: SheetContext): KeyEvent[] {
  if (ctx.state === "pre") return [];
  switch (ctx.sport) {
    case "soccer":
      return soccerEvents(ctx);
    case "hockey":
      return hockeyEvents(ctx);
    case "football":
      return footballEvents(ctx);
    case "baseball":
      return baseballEvents(ctx);
    default:
      return [];
  }
}
