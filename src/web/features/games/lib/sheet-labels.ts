import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Sport } from "@shared/leagues";
import type { Leader, TeamStat } from "@shared/schemas/game-sheet";

// The names of the game's leaders ("Points", "Passing yards") and of the teams' comparison rows
// ("Possession %", "Shots on target") come from the provider in English, with a key. The keys we
// know (the simulator's and those the ESPN parser maps its names to) are said in the viewer's
// language, per sport ("shots" are hockey's shots on goal); another keeps the provider's label.

const STAT = {
  points: msg({ message: "Points", context: "game stat" }),
  rebounds: msg({ message: "Rebounds", context: "game stat" }),
  assists: msg({ message: "Assists", context: "game stat" }),
  steals: msg({ message: "Steals", context: "game stat" }),
  blocks: msg({ message: "Blocks", context: "game stat" }),
  turnovers: msg({ message: "Turnovers", context: "game stat" }),
  fieldGoals: msg({ message: "Field goals", context: "game stat" }),
  fieldGoalPct: msg({ message: "Field goal %", context: "game stat" }),
  threes: msg({ message: "3-pointers", context: "game stat" }),
  threePct: msg({ message: "3-point %", context: "game stat" }),
  freeThrows: msg({ message: "Free throws", context: "game stat" }),
  freeThrowPct: msg({ message: "Free throw %", context: "game stat" }),
  goals: msg({ message: "Goals", context: "game stat" }),
  shotsOnGoal: msg({ message: "Shots on goal", context: "game stat" }),
  saves: msg({ message: "Saves", context: "game stat" }),
  penaltyMinutes: msg({ message: "Penalty minutes", context: "game stat" }),
  powerPlayGoals: msg({ message: "Power-play goals", context: "game stat" }),
  hits: msg({ message: "Hits", context: "game stat" }),
  faceoffsWon: msg({ message: "Faceoffs won", context: "game stat" }),
  errors: msg({ message: "Errors", context: "game stat" }),
  homeRuns: msg({ message: "Home runs", context: "game stat" }),
  walks: msg({ message: "Walks", context: "game stat" }),
  strikeouts: msg({ message: "Strikeouts", context: "game stat" }),
  leftOnBase: msg({ message: "Left on base", context: "game stat" }),
  runsBattedIn: msg({ message: "Runs batted in", context: "game stat" }),
  totalYards: msg({ message: "Total yards", context: "game stat" }),
  passingYards: msg({ message: "Passing yards", context: "game stat" }),
  rushingYards: msg({ message: "Rushing yards", context: "game stat" }),
  receivingYards: msg({ message: "Receiving yards", context: "game stat" }),
  firstDowns: msg({ message: "First downs", context: "game stat" }),
  sacks: msg({ message: "Sacks", context: "game stat" }),
  penalties: msg({ message: "Penalties", context: "game stat" }),
  possession: msg({ message: "Possession %", context: "game stat" }),
  shots: msg({ message: "Shots", context: "game stat" }),
  shotsOnTarget: msg({ message: "Shots on target", context: "game stat" }),
  corners: msg({ message: "Corners", context: "game stat" }),
  fouls: msg({ message: "Fouls", context: "game stat" }),
  yellowCards: msg({ message: "Yellow cards", context: "game stat" }),
  redCards: msg({ message: "Red cards", context: "game stat" }),
  offsides: msg({ message: "Offsides", context: "game stat" }),
} satisfies Record<string, MessageDescriptor>;

const TEAM_STATS: Record<Sport, Record<string, MessageDescriptor>> = {
  basketball: {
    fg: STAT.fieldGoals,
    fgPct: STAT.fieldGoalPct,
    threes: STAT.threes,
    threePct: STAT.threePct,
    tpPct: STAT.threePct,
    ft: STAT.freeThrows,
    ftPct: STAT.freeThrowPct,
    rebounds: STAT.rebounds,
    reb: STAT.rebounds,
    assists: STAT.assists,
    ast: STAT.assists,
    steals: STAT.steals,
    stl: STAT.steals,
    blocks: STAT.blocks,
    blk: STAT.blocks,
    turnovers: STAT.turnovers,
    to: STAT.turnovers,
  },
  hockey: {
    shots: STAT.shotsOnGoal,
    sog: STAT.shotsOnGoal,
    saves: STAT.saves,
    pim: STAT.penaltyMinutes,
    ppg: STAT.powerPlayGoals,
    hits: STAT.hits,
    faceoffsWon: STAT.faceoffsWon,
    fow: STAT.faceoffsWon,
  },
  baseball: {
    hits: STAT.hits,
    h: STAT.hits,
    errors: STAT.errors,
    e: STAT.errors,
    homeRuns: STAT.homeRuns,
    hr: STAT.homeRuns,
    walks: STAT.walks,
    strikeouts: STAT.strikeouts,
    lob: STAT.leftOnBase,
  },
  football: {
    totalYards: STAT.totalYards,
    passingYards: STAT.passingYards,
    rushingYards: STAT.rushingYards,
    firstDowns: STAT.firstDowns,
    turnovers: STAT.turnovers,
    sacks: STAT.sacks,
    penalties: STAT.penalties,
  },
  soccer: {
    possession: STAT.possession,
    shots: STAT.shots,
    shotsOnTarget: STAT.shotsOnTarget,
    corners: STAT.corners,
    fouls: STAT.fouls,
    yellowCards: STAT.yellowCards,
    redCards: STAT.redCards,
    saves: STAT.saves,
    offsides: STAT.offsides,
  },
};

const LEADERS: Record<Sport, Record<string, MessageDescriptor>> = {
  basketball: {
    points: STAT.points,
    pts: STAT.points,
    rebounds: STAT.rebounds,
    reb: STAT.rebounds,
    assists: STAT.assists,
    ast: STAT.assists,
  },
  hockey: { goals: STAT.goals, g: STAT.goals, assists: STAT.assists, a: STAT.assists, saves: STAT.saves },
  baseball: {
    hits: STAT.hits,
    h: STAT.hits,
    rbi: STAT.runsBattedIn,
    hr: STAT.homeRuns,
    strikeouts: STAT.strikeouts,
    so: STAT.strikeouts,
  },
  football: {
    passingYards: STAT.passingYards,
    passing: STAT.passingYards,
    rushingYards: STAT.rushingYards,
    rushing: STAT.rushingYards,
    receivingYards: STAT.receivingYards,
    receiving: STAT.receivingYards,
  },
  soccer: {
    goals: STAT.goals,
    g: STAT.goals,
    assists: STAT.assists,
    a: STAT.assists,
    saves: STAT.saves,
    sv: STAT.saves,
    sh: STAT.shots,
    sot: STAT.shotsOnTarget,
  },
};

/** A leader category in the viewer's language ("Points", "Puntos", "Points"); the provider's label when unknown. */
export function leaderLabelText(sport: Sport, leader: Pick<Leader, "key" | "label">, i18n: I18n): string {
  const known = LEADERS[sport][leader.key];
  return known ? i18n._(known) : leader.label;
}

/** A row of the teams' comparison in the viewer's language; the provider's label when unknown. */
export function teamStatLabelText(sport: Sport, stat: Pick<TeamStat, "key" | "label">, i18n: I18n): string {
  const known = TEAM_STATS[sport][stat.key];
  return known ? i18n._(known) : stat.label;
}
