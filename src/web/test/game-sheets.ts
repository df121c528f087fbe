import type { BoxScoreGroup, GameSheet, KeyEvent, PlayerRef } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";

// Small game sheets for the web's component tests, one per sport, in the shapes of
// src/shared/schemas/game-sheet.ts (the keys the simulator and the ESPN parser write).

export const HOME: GameTeam = {
  id: 1,
  name: "Los Angeles Lakers",
  abbreviation: "LAL",
  logo: "/api/teams/logos/1.svg",
};
export const AWAY: GameTeam = { id: 2, name: "Boston Celtics", abbreviation: "BOS", logo: "/api/teams/logos/2.svg" };

export const player = (id: string, name: string, jersey: string | null, position: string | null): PlayerRef => ({
  id,
  name,
  jersey,
  position,
});

const group = (
  key: string,
  label: string,
  columns: string[],
  lines: [PlayerRef, boolean, (number | string | null)[]][],
): BoxScoreGroup => ({
  key,
  label,
  columns: columns.map((c) => ({ key: c, label: c.toUpperCase() })),
  players: lines.map(([p, starter, values]) => ({
    player: p,
    starter,
    stats: Object.fromEntries(columns.map((c, i) => [c, values[i] ?? null])),
  })),
});

export const emptySheet = (): GameSheet => ({
  venue: null,
  broadcasts: [],
  lineScore: null,
  teamStats: [],
  boxScore: null,
  keyEvents: [],
  lineups: null,
  leaders: [],
  headToHead: [],
  form: { home: [], away: [] },
});

const BASKETBALL_COLUMNS = ["min", "pts", "reb", "ast", "stl", "blk", "to", "fgm", "fga", "tpm", "tpa", "ftm", "fta"];
export const LEBRON = player("sim-lal-23", "LeBron James", "23", "SF");
export const TATUM = player("sim-bos-0", "Jayson Tatum", "0", "SF");

export const basketballSheet = (): GameSheet => ({
  ...emptySheet(),
  venue: { name: "Crypto.com Arena", city: "Los Angeles" },
  broadcasts: ["ESPN", "NBA League Pass"],
  lineScore: {
    periods: [
      { label: "1", home: 28, away: 25 },
      { label: "2", home: 30, away: 27 },
      { label: "3", home: 22, away: 31 },
      { label: "4", home: 32, away: 24 },
    ],
  },
  boxScore: {
    home: {
      teamId: 1,
      groups: [
        group("players", "Players", BASKETBALL_COLUMNS, [
          [LEBRON, true, [36, 1234, 8, 9, 1, 1, 3, 11, 20, 3, 7, 5, 6]],
          [player("sim-lal-3", "Anthony Davis", "3", "C"), true, [35, 25, 14, 2, 1, 3, 2, 10, 17, 0, 1, 5, 7]],
          [player("sim-lal-15", "Austin Reaves", "15", "SG"), false, [28, 14, 3, 5, 0, 0, 1, 5, 11, 2, 5, 2, 2]],
        ]),
      ],
    },
    away: {
      teamId: 2,
      groups: [
        group("players", "Players", BASKETBALL_COLUMNS, [
          [TATUM, true, [38, 31, 9, 4, 2, 0, 3, 12, 24, 4, 10, 3, 4]],
          [player("sim-bos-7", "Jaylen Brown", "7", "SG"), true, [36, 22, 5, 3, 1, 1, 2, 9, 18, 2, 6, 2, 3]],
        ]),
      ],
    },
  },
  leaders: [
    {
      key: "points",
      label: "Points",
      home: { player: LEBRON, value: "1234" },
      away: { player: TATUM, value: "31" },
    },
  ],
  teamStats: [
    { key: "fgPct", label: "Field goal %", home: 52.1, away: 47.3 },
    { key: "rebounds", label: "Rebounds", home: 44, away: 39 },
  ],
});

export const MCDAVID = player("sim-edm-97", "Connor McDavid", "97", "C");
export const DRAISAITL = player("sim-edm-29", "Leon Draisaitl", "29", "C");
export const hockeyGoal = (): KeyEvent => ({
  id: "g-1",
  kind: "goal",
  period: 2,
  clock: "12:31",
  team: "home",
  players: [
    { id: MCDAVID.id, name: MCDAVID.name, role: "scorer" },
    { id: DRAISAITL.id, name: DRAISAITL.name, role: "assist" },
    { id: "sim-edm-2", name: "Evan Bouchard", role: "assist" },
  ],
  homeScore: 2,
  awayScore: 1,
});

export const soccerStarters = (prefix: string): PlayerRef[] => [
  player(`${prefix}-1`, "Alisson Becker", "1", "GK"),
  player(`${prefix}-66`, "Trent Alexander-Arnold", "66", "DF"),
  player(`${prefix}-4`, "Virgil van Dijk", "4", "DF"),
  player(`${prefix}-5`, "Ibrahima Konaté", "5", "DF"),
  player(`${prefix}-26`, "Andrew Robertson", "26", "DF"),
  player(`${prefix}-10`, "Alexis Mac Allister", "10", "MF"),
  player(`${prefix}-8`, "Dominik Szoboszlai", "8", "MF"),
  player(`${prefix}-38`, "Ryan Gravenberch", "38", "MF"),
  player(`${prefix}-11`, "Mohamed Salah", "11", "FW"),
  player(`${prefix}-9`, "Darwin Núñez", "9", "FW"),
  player(`${prefix}-7`, "Luis Díaz", "7", "FW"),
];

export const soccerSheet = (homeFormation = "4-3-3", awayFormation = "4-2-3-1"): GameSheet => ({
  ...emptySheet(),
  lineups: {
    home: {
      formation: homeFormation,
      starters: soccerStarters("h"),
      bench: [player("h-62", "Caoimhín Kelleher", "62", "GK")],
    },
    away: { formation: awayFormation, starters: soccerStarters("a"), bench: [] },
  },
});
