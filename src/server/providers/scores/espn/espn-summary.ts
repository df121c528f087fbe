import type { GameSheet, Leader, LineScore, Lineups, PlayerRef, TeamStat } from "@shared/schemas/game-sheet";
import { sportOfLeague, type League, type Sport } from "@shared/schemas/teams";
import { matchTeam } from "./espn-scoreboard";
import { mapBoxScore, statValue } from "./espn-box-score";
import { mapKeyEvents } from "./espn-key-events";
import { PlayerDirectory, type SheetContext, type SheetState, type Side, type SideInfo } from "./espn-sheet-context";
import { parseEspnSummary, type EspnSummary, type EspnSummaryCompetitor } from "./espn-summary-payload";
import type { EspnTeam } from "./espn-payload";

// ESPN's game summary (`{ESPN_BASE_URL}/apis/site/v2/sports/{sport}/{league}/summary?event=ID`)
// to our game sheet. Each section is read on its own (espn-summary-payload.ts): one that is
// missing or does not fit gives null or [] in the sheet; only a body that is no summary at all
// throws (EspnPayloadError). Team ids are our catalogue's, matched as the scoreboard does
// (ESPN id, then name, then FIFA code); player ids are ESPN's athlete ids.

const HEAD_TO_HEAD_MAX = 5;
const FORM_MAX = 5;

function intOf(raw: unknown): number | null {
  const v =
    typeof raw === "object" && raw !== null
      ? ((raw as { value?: unknown }).value ?? (raw as { displayValue?: unknown }).displayValue)
      : raw;
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

function stateOf(summary: EspnSummary): SheetState {
  const type = summary.header.competitions[0]!.status?.type;
  const name = type?.name ?? "";
  if (/POSTPONED|CANCELED|CANCELLED|FORFEIT/.test(name)) return "pre";
  if (type?.state === "in") return "in";
  if (type?.state === "post") return "post";
  return "pre";
}

/** Resolves ESPN team ids to our catalogue ids, learning names and codes from every team object the summary carries. */
function teamResolver(league: League, summary: EspnSummary) {
  const known = new Map<string, number | null>();
  const learn = (team: EspnTeam | null | undefined) => {
    if (!team?.id || known.get(team.id) != null) return;
    known.set(team.id, matchTeam(league, team)?.id ?? null);
  };
  for (const c of summary.header.competitions[0]!.competitors) learn(c.team);
  for (const r of summary.rosters) learn(r.team);
  for (const t of summary.boxscore?.teams ?? []) learn(t.team);
  for (const h of [...summary.headToHeadGames, ...summary.lastFiveGames, ...(summary.boxscore?.form ?? [])]) {
    learn(h.team);
    for (const e of h.events) learn(e.opponent);
  }
  for (const s of summary.seasonseries) for (const e of s.events) for (const c of e.competitors) learn(c.team);
  return (espnId: string | null | undefined): number | null => {
    if (!espnId) return null;
    if (!known.has(espnId)) known.set(espnId, matchTeam(league, { id: espnId })?.id ?? null);
    return known.get(espnId) ?? null;
  };
}

function sideInfo(
  competitor: EspnSummaryCompetitor,
  teamId: (id: string | null | undefined) => number | null,
): SideInfo {
  const espnId = competitor.team?.id ?? competitor.id ?? null;
  return {
    espnId,
    teamId: teamId(espnId),
    score: intOf(competitor.score),
    shootout: intOf(competitor.shootoutScore),
    competitor,
  };
}

/** Fills the directory from every section that names players, lineups first (they carry shirts). */
function collectPlayers(ctx: SheetContext) {
  const { summary, players } = ctx;
  for (const r of summary.rosters) {
    const side = ctx.sideOf(r.team?.id) ?? (r.homeAway === "home" || r.homeAway === "away" ? r.homeAway : null);
    for (const p of r.roster)
      players.add(p.athlete, side, { jersey: p.jersey ?? null, position: p.position?.abbreviation ?? null });
  }
  for (const section of summary.boxscore?.players ?? []) {
    const side = ctx.sideOf(section.team?.id);
    for (const group of section.statistics)
      for (const a of group.athletes)
        players.add(a.athlete, side, {
          position: ctx.sport === "baseball" ? (a.position?.abbreviation ?? null) : null,
        });
  }
  for (const t of summary.leaders) {
    const side = ctx.sideOf(t.team?.id);
    for (const category of t.leaders) for (const l of category.leaders) players.add(l.athlete, side);
  }
  for (const [key, side] of [
    ["homeTeam", "home"],
    ["awayTeam", "away"],
  ] as const)
    for (const a of summary.goalies?.[key]?.athletes ?? []) players.add(a, side, { position: "G" });
}

// ---- sections ----

function periodLabel(sport: Sport, index: number): string {
  const n = index + 1;
  switch (sport) {
    case "soccer":
      return ["1H", "2H", "ET1", "ET2"][index] ?? `P${n}`;
    case "hockey":
      return n <= 3 ? String(n) : n === 4 ? "OT" : `${n - 3}OT`;
    case "basketball":
    case "football":
      return n <= 4 ? String(n) : n === 5 ? "OT" : `${n - 4}OT`;
    default:
      return String(n);
  }
}

/**
 * The periods as ESPN lists them on each side. A shoot-out is no period: hockey's regular-season
 * shoot-out (a fifth entry) and soccer's penalties (an entry past the second half or extra time)
 * are left out. A side with fewer entries (baseball's home side that did not bat in the ninth)
 * gets 0 for the periods it did not play.
 */
function mapLineScore(ctx: SheetContext): LineScore | null {
  if (ctx.state === "pre") return null;
  const values = (side: SideInfo) => side.competitor.linescores.map((l) => intOf(l.value ?? l.displayValue) ?? 0);
  let home = values(ctx.home);
  let away = values(ctx.away);
  if (home.length === 0 && away.length === 0) return null;
  let count = Math.max(home.length, away.length);
  if (ctx.sport === "hockey" && ctx.seasonType !== 3) count = Math.min(count, 4);
  if (ctx.sport === "soccer") {
    const shootout = ctx.home.shootout !== null || ctx.away.shootout !== null;
    count = Math.min(count, 4);
    if (shootout && count % 2 === 1) count--;
  }
  home = home.slice(0, count);
  away = away.slice(0, count);
  return {
    periods: Array.from({ length: count }, (_, i) => ({
      label: periodLabel(ctx.sport, i),
      home: home[i] ?? 0,
      away: away[i] ?? 0,
    })),
  };
}

/** MLB's team stats come in groups of 30 to 80 season-style figures: the comparison shows these. */
const GROUPED_TEAM_STATS: Record<string, readonly string[]> = {
  batting: ["hits", "homeRuns", "walks", "strikeouts", "stolenBases", "runnersLeftOnBase"],
  pitching: ["pitches"],
  fielding: ["errors"],
};

/**
 * ESPN's names of the stats both providers show, renamed to the keys the simulator writes and the
 * screens translate (src/web/features/games/lib/sheet-labels.ts); other stats keep ESPN's name.
 */
const TEAM_STAT_KEYS: Record<Sport, Record<string, string>> = {
  basketball: {
    fieldGoalPct: "fgPct",
    threePointFieldGoalPct: "tpPct",
    freeThrowPct: "ftPct",
    totalRebounds: "reb",
    assists: "ast",
    steals: "stl",
    blocks: "blk",
    turnovers: "to",
  },
  hockey: { shotsTotal: "sog", penaltyMinutes: "pim", powerPlayGoals: "ppg", faceoffsWon: "fow" },
  baseball: { hits: "h", errors: "e", runnersLeftOnBase: "lob", homeRuns: "hr" },
  football: { netPassingYards: "passingYards" },
  soccer: { possessionPct: "possession", totalShots: "shots", wonCorners: "corners", foulsCommitted: "fouls" },
};

/** The same for the game's leaders (a pre-game summary's season leaders, "pointsPerGame", keep ESPN's). */
const LEADER_KEYS: Record<Sport, Record<string, string>> = {
  basketball: { points: "pts", rebounds: "reb", assists: "ast" },
  hockey: { goals: "g", assists: "a" },
  baseball: { hits: "h", homeRuns: "hr", RBIs: "rbi", strikeouts: "so" },
  football: { passingYards: "passing", rushingYards: "rushing", receivingYards: "receiving" },
  soccer: { totalGoals: "g", goalAssists: "a", totalShots: "sh", shotsOnTarget: "sot", saves: "sv" },
};

type StatRow = { label: string; value: TeamStat["home"] };

function teamStatRows(sport: Sport, stats: NonNullable<EspnSummary["boxscore"]>["teams"][number]["statistics"]) {
  const rows = new Map<string, StatRow>();
  const put = (key: string | null | undefined, label: string | null | undefined, raw: string | null | undefined) => {
    const name = key?.trim();
    const k = name ? (TEAM_STAT_KEYS[sport][name] ?? name) : null;
    if (!k || rows.has(k) || raw === null || raw === undefined) return;
    rows.set(k, { label: label?.trim() || k, value: statValue(raw) });
  };
  for (const s of stats) {
    if (s.stats.length) {
      const wanted = GROUPED_TEAM_STATS[s.name ?? ""] ?? [];
      for (const name of wanted) {
        const stat = s.stats.find((x) => x.name === name);
        put(stat?.name, stat?.displayName ?? stat?.abbreviation, stat?.displayValue);
      }
    } else put(s.name, s.label ?? s.displayName ?? s.abbreviation, s.displayValue);
  }
  return rows;
}

/** The teams' comparison of a started game (a pre-game summary's `boxscore.teams` holds season averages). */
function mapTeamStats(ctx: SheetContext): TeamStat[] {
  if (ctx.state === "pre") return [];
  const bySide: Partial<Record<Side, Map<string, StatRow>>> = {};
  const order: string[] = [];
  for (const t of ctx.summary.boxscore?.teams ?? []) {
    const side = ctx.sideOf(t.team?.id) ?? (t.homeAway === "home" || t.homeAway === "away" ? t.homeAway : null);
    if (!side || bySide[side]) continue;
    bySide[side] = teamStatRows(ctx.sport, t.statistics);
    for (const key of bySide[side].keys()) if (!order.includes(key)) order.push(key);
  }
  return order.map((key) => {
    const home = bySide.home?.get(key);
    const away = bySide.away?.get(key);
    return { key, label: (home ?? away)!.label, home: home?.value ?? null, away: away?.value ?? null };
  });
}

function mapLeaders(ctx: SheetContext): Leader[] {
  const leaders: Leader[] = [];
  for (const t of ctx.summary.leaders) {
    const side = ctx.sideOf(t.team?.id);
    if (!side) continue;
    for (const category of t.leaders) {
      const name = category.name?.trim();
      const key = name ? (LEADER_KEYS[ctx.sport][name] ?? name) : null;
      const first = category.leaders[0];
      if (!key || !first) continue;
      const player = ctx.players.get(first.athlete.id);
      if (!player) continue;
      let leader = leaders.find((l) => l.key === key);
      if (!leader) leaders.push((leader = { key, label: category.displayName?.trim() || key, home: null, away: null }));
      leader[side] ??= { player, value: first.displayValue?.trim() ?? "" };
    }
  }
  return leaders;
}

const byOrder = (a: number | null | undefined, b: number | null | undefined) => (a ?? 99) - (b ?? 99);

function mapLineups(ctx: SheetContext): Lineups | null {
  const lineup = (side: Side): Lineups["home"] | null => {
    const info = ctx[side];
    // Soccer and baseball: the lineups section (formation, batting order).
    const roster = ctx.summary.rosters.find(
      (r) => (r.team?.id && r.team.id === info.espnId) || (!r.team?.id && r.homeAway === side),
    );
    if (roster && roster.roster.some((p) => p.starter)) {
      const refs = (entries: typeof roster.roster) =>
        entries.map((p) => ctx.players.get(p.athlete.id)).filter((p): p is PlayerRef => !!p);
      const starters = roster.roster
        .filter((p) => p.starter)
        .sort((a, b) => byOrder(Number(a.formationPlace) || a.batOrder, Number(b.formationPlace) || b.batOrder));
      const bench = roster.roster.filter((p) => !p.starter);
      const startersRefs = refs(starters);
      if (ctx.sport === "baseball") {
        // The batting order, then the starting pitcher (the lineups section lists batters only).
        const pitching = ctx.summary.boxscore?.players
          .find((s) => ctx.sideOf(s.team?.id) === side)
          ?.statistics.find((g) => g.type === "pitching" || g.name === "pitching");
        for (const p of pitching?.athletes ?? [])
          if (p.starter) {
            const ref = ctx.players.get(p.athlete.id);
            if (ref && !startersRefs.some((s) => s.id === ref.id)) startersRefs.push(ref);
          }
      }
      const benchRefs = refs(bench).filter((b) => !startersRefs.some((s) => s.id === b.id));
      return {
        formation: ctx.sport === "soccer" ? roster.formation?.trim() || null : null,
        starters: startersRefs,
        bench: benchRefs,
      };
    }
    // Basketball: the box score marks its starters; the bench includes who did not play.
    const section = ctx.summary.boxscore?.players.find((s) => ctx.sideOf(s.team?.id) === side);
    const athletes = section?.statistics.flatMap((g) => g.athletes) ?? [];
    if (athletes.some((a) => a.starter)) {
      const seen = new Set<string>();
      const starters: PlayerRef[] = [];
      const bench: PlayerRef[] = [];
      for (const a of athletes) {
        const ref = ctx.players.get(a.athlete.id);
        if (!ref || seen.has(ref.id)) continue;
        seen.add(ref.id);
        (a.starter ? starters : bench).push(ref);
      }
      return { formation: null, starters, bench };
    }
    // Hockey before the game: the probable goalies.
    const goalies = ctx.summary.goalies?.[side === "home" ? "homeTeam" : "awayTeam"]?.athletes ?? [];
    const probable = goalies.map((g) => ctx.players.get(g.id)).filter((p): p is PlayerRef => !!p);
    return probable.length ? { formation: null, starters: probable.slice(0, 1), bench: probable.slice(1) } : null;
  };
  const home = lineup("home");
  const away = lineup("away");
  if (!home && !away) return null;
  const none = { formation: null, starters: [], bench: [] };
  return { home: home ?? none, away: away ?? none };
}

function isoDate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** Past meetings of the two teams (never this game), newest first, at most five. */
function mapHeadToHead(ctx: SheetContext) {
  const pair = new Set([ctx.home.espnId, ctx.away.espnId]);
  const meetings = new Map<string, GameSheet["headToHead"][number]>();
  const add = (
    id: string,
    date: string | null | undefined,
    homeId: string | null | undefined,
    awayId: string | null | undefined,
    homeScore: unknown,
    awayScore: unknown,
  ) => {
    const when = isoDate(date);
    const hs = intOf(homeScore);
    const as = intOf(awayScore);
    if (id === ctx.eventId || meetings.has(id) || !when || hs === null || as === null) return;
    if (!homeId || !awayId || homeId === awayId || !pair.has(homeId) || !pair.has(awayId)) return;
    meetings.set(id, {
      gameId: `espn-${ctx.league}-${id}`,
      date: when,
      homeTeamId: ctx.teamIdOf(homeId),
      awayTeamId: ctx.teamIdOf(awayId),
      homeScore: hs,
      awayScore: as,
    });
  };
  for (const h of [...ctx.summary.headToHeadGames, ...ctx.summary.lastFiveGames])
    for (const e of h.events) add(e.id, e.gameDate, e.homeTeamId, e.awayTeamId, e.homeTeamScore, e.awayTeamScore);
  for (const s of ctx.summary.seasonseries)
    for (const e of s.events) {
      if (e.statusType?.completed !== true && e.statusType?.state !== "post") continue;
      const home = e.competitors.find((c) => c.homeAway === "home");
      const away = e.competitors.find((c) => c.homeAway === "away");
      add(e.id, e.date, home?.team?.id, away?.team?.id, home?.score, away?.score);
    }
  return [...meetings.values()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, HEAD_TO_HEAD_MAX);
}

/**
 * Each team's latest results before this game, newest first, at most five: soccer's
 * `boxscore.form`, a US pre-game summary's `lastFiveGames`. They may be of other competitions
 * (a national team's friendlies); their ids are ESPN's event ids under this league's prefix.
 */
function mapForm(ctx: SheetContext): GameSheet["form"] {
  const form: GameSheet["form"] = { home: [], away: [] };
  for (const listing of [...(ctx.summary.boxscore?.form ?? []), ...ctx.summary.lastFiveGames]) {
    const espnId = listing.team?.id;
    const side = ctx.sideOf(espnId);
    if (!side || !espnId) continue;
    for (const e of listing.events) {
      const date = isoDate(e.gameDate);
      const hs = intOf(e.homeTeamScore);
      const as = intOf(e.awayTeamScore);
      if (e.id === ctx.eventId || !date || hs === null || as === null) continue;
      if (form[side].some((f) => f.gameId.endsWith(`-${e.id}`))) continue;
      const home = e.homeTeamId ? e.homeTeamId === espnId : e.atVs?.trim() !== "@";
      const teamScore = home ? hs : as;
      const opponentScore = home ? as : hs;
      const told = e.gameResult?.trim().toUpperCase();
      const result: "W" | "D" | "L" =
        told === "W" || told === "L"
          ? told
          : told === "D" || told === "T"
            ? "D"
            : teamScore > opponentScore
              ? "W"
              : teamScore < opponentScore
                ? "L"
                : "D";
      const opponentEspnId = e.opponent?.id ?? (home ? e.awayTeamId : e.homeTeamId);
      form[side].push({
        gameId: `espn-${ctx.league}-${e.id}`,
        date,
        opponentId: ctx.teamIdOf(opponentEspnId),
        home,
        teamScore,
        opponentScore,
        result,
      });
    }
  }
  for (const side of ["home", "away"] as const)
    form[side] = form[side].sort((a, b) => b.date.localeCompare(a.date)).slice(0, FORM_MAX);
  return form;
}

/** Networks and streams (radio is not watching), national ones first as ESPN lists them, each once. */
function mapBroadcasts(summary: EspnSummary): string[] {
  const names: string[] = [];
  for (const b of [...summary.header.competitions[0]!.broadcasts, ...summary.broadcasts]) {
    if (/radio/i.test(b.type?.shortName ?? "")) continue;
    const name = (b.media?.shortName ?? b.media?.name ?? b.media?.callLetters ?? b.station ?? "").trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

function mapVenue(summary: EspnSummary): GameSheet["venue"] {
  const venue = summary.gameInfo?.venue;
  const name = (venue?.fullName ?? venue?.shortName ?? "").trim();
  return name ? { name, city: venue?.address?.city?.trim() || null } : null;
}

/** The parsed summary with what every section's mapping shares. */
export function summaryContext(league: League, summary: EspnSummary): SheetContext {
  const sport = sportOfLeague(league)!;
  const competition = summary.header.competitions[0]!;
  const competitors = competition.competitors;
  const homeC = competitors.find((c) => c.homeAway === "home") ?? competitors[0]!;
  const awayC = competitors.find((c) => c.homeAway === "away" && c !== homeC) ?? competitors.find((c) => c !== homeC)!;
  const teamId = teamResolver(league, summary);
  const home = sideInfo(homeC, teamId);
  const away = sideInfo(awayC, teamId);
  const ctx: SheetContext = {
    league,
    sport,
    eventId: summary.header.id ?? competition.id ?? "",
    state: stateOf(summary),
    seasonType: summary.header.season?.type ?? null,
    home,
    away,
    players: new PlayerDirectory(sport),
    summary,
    teamIdOf: teamId,
    sideOf: (id) => (id && id === home.espnId ? "home" : id && id === away.espnId ? "away" : null),
  };
  collectPlayers(ctx);
  return ctx;
}

/** The game sheet of a summary body; throws EspnPayloadError when the body is no summary. */
export function mapEspnSummary(league: League, payload: unknown): GameSheet {
  const summary = parseEspnSummary(payload);
  const ctx = summaryContext(league, summary);
  return {
    venue: mapVenue(summary),
    broadcasts: mapBroadcasts(summary),
    lineScore: mapLineScore(ctx),
    teamStats: mapTeamStats(ctx),
    boxScore: mapBoxScore(ctx),
    keyEvents: mapKeyEvents(ctx),
    lineups: mapLineups(ctx),
    leaders: mapLeaders(ctx),
    headToHead: mapHeadToHead(ctx),
    form: mapForm(ctx),
  };
}
