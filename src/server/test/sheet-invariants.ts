import type { GameSheet, KeyEvent } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";

// The game sheet's promises (issue #35), checked the same way by the simulator's unit tests and
// the API tests: at any moment, what the sheet says adds up to the score the card shows.

const SCORING_POINTS: Partial<Record<KeyEvent["kind"], number>> = {
  goal: 1,
  "penalty-goal": 1,
  "own-goal": 1,
  touchdown: 6,
  "field-goal": 3,
  "extra-point": 1,
  "two-point": 2,
  safety: 2,
  run: 1,
  "home-run": 1,
};

type Side = "home" | "away";
const SIDES: Side[] = ["home", "away"];
const num = (v: unknown) => (typeof v === "number" ? v : 0);

/** Every broken promise of `sheet` for the card `game` (empty when it keeps them all). */
export function sheetViolations(
  game: Pick<Game, "id" | "sport" | "gameStatus" | "homeScore" | "awayScore">,
  sheet: GameSheet,
  rosters?: Record<Side, ReadonlySet<string>>,
): string[] {
  const out: string[] = [];
  const fail = (msg: string) => out.push(`${game.id} (${game.sport}, ${game.gameStatus}): ${msg}`);
  const score = { home: game.homeScore ?? 0, away: game.awayScore ?? 0 };
  const played = game.gameStatus === "live" || game.gameStatus === "final";

  if (!played) {
    if (sheet.boxScore) fail("a box score before kick-off");
    if (sheet.keyEvents.length) fail("key events before kick-off");
    if (sheet.lineScore?.periods.some((p) => p.home || p.away)) fail("a line score before kick-off");
    return out;
  }
  if (!sheet.lineScore || !sheet.boxScore) {
    fail("no line score or box score");
    return out;
  }
  for (const s of SIDES) {
    const lines = sheet.lineScore.periods.reduce((t, p) => t + p[s], 0);
    if (lines !== score[s]) fail(`line score ${s} ${lines} != ${score[s]}`);
    if (sheet.lineScore.periods.some((p) => p.label === "Penalties" || p.label === "SO"))
      fail("a shoot-out as a period");
  }

  const group = (s: Side, key: string) => sheet.boxScore![s].groups.find((g) => g.key === key)?.players ?? [];
  const total = (s: Side, key: string, stat: string) => group(s, key).reduce((t, l) => t + num(l.stats[stat]), 0);
  const events = (s: Side, kinds: KeyEvent["kind"][]) =>
    sheet.keyEvents.filter((e) => e.team === s && kinds.includes(e.kind));
  const eventPoints = (s: Side) =>
    sheet.keyEvents.filter((e) => e.team === s).reduce((t, e) => t + (SCORING_POINTS[e.kind] ?? 0), 0);

  for (const s of SIDES) {
    switch (game.sport) {
      case "basketball": {
        const pts = total(s, "players", "pts");
        const made = 2 * total(s, "players", "fgm") + total(s, "players", "tpm") + total(s, "players", "ftm");
        if (pts !== score[s]) fail(`${s} players' points ${pts} != ${score[s]}`);
        if (made !== score[s]) fail(`${s} 2·FGM + 3PM + FTM ${made} != ${score[s]}`);
        for (const l of group(s, "players")) {
          const own = 2 * num(l.stats.fgm) + num(l.stats.tpm) + num(l.stats.ftm);
          if (own !== num(l.stats.pts)) fail(`${l.player.name}: ${l.stats.pts} points from ${own}`);
        }
        break;
      }
      case "hockey":
        if (events(s, ["goal"]).length !== score[s]) fail(`${s} goal events != ${score[s]}`);
        if (total(s, "skaters", "g") !== score[s])
          fail(`${s} skaters' goals ${total(s, "skaters", "g")} != ${score[s]}`);
        break;
      case "soccer":
        if (events(s, ["goal", "penalty-goal", "own-goal"]).length !== score[s])
          fail(`${s} goal events ${events(s, ["goal", "penalty-goal", "own-goal"]).length} != ${score[s]}`);
        break;
      case "baseball":
        if (total(s, "batting", "r") !== score[s])
          fail(`${s} batters' runs ${total(s, "batting", "r")} != ${score[s]}`);
        if (eventPoints(s) !== score[s]) fail(`${s} run events ${eventPoints(s)} != ${score[s]}`);
        break;
      case "football":
        if (eventPoints(s) !== score[s]) fail(`${s} scoring events' points ${eventPoints(s)} != ${score[s]}`);
        break;
    }
    if (rosters)
      for (const g of sheet.boxScore[s].groups)
        for (const l of g.players) if (!rosters[s].has(l.player.id)) fail(`${l.player.id} is not on the ${s} roster`);
  }
  // Key events in order, their scores the running score, the last one the card's.
  const last = [...sheet.keyEvents].reverse().find((e) => SCORING_POINTS[e.kind]);
  if (last && (last.homeScore !== score.home || last.awayScore !== score.away) && game.sport !== "basketball")
    fail(`last scoring event says ${last.homeScore}-${last.awayScore}`);
  if (new Set(sheet.keyEvents.map((e) => e.id)).size !== sheet.keyEvents.length) fail("key event ids repeat");
  if (game.sport === "soccer" && sheet.lineups)
    for (const s of SIDES) {
      if (!sheet.lineups[s].formation) fail(`${s} lineup without formation`);
      if (sheet.lineups[s].starters.length !== 11) fail(`${s} lineup of ${sheet.lineups[s].starters.length}`);
    }
  return out;
}
