import { PREDICTION_POINTS, drawPossible, winnerOfScore, type PredictionWinner } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import { gameComments, gamePredictions } from "../../db/schema/games";
import { DEMO_USERS } from "../../db/seed/demo-users";
import type { Seeder } from "../../db/seed/seed-context";
import { pick, rngFor, type Rng } from "../../providers/scores/simulated/prng";
import * as repo from "./games.repository";
import { finalResultOf } from "./scoring";
import { timelineChanges } from "./timeline";

// The game centre's demo data, from the board at seeding: every demo fan has predictions already
// scored (the leaderboards have points) and open ones, and live games have a match thread. Chosen
// by hashes of the game ids and usernames, so a pinned simulator clock gives the same data.

/** Per fan: scored predictions on finished games, open ones on games still to come. */
const SCORED_PER_FAN = 3;
const OPEN_PER_FAN = 2;
/** Live games given a match thread, and messages in each. */
const THREADS = 6;
const MESSAGES_PER_THREAD = 4;
const MIN = 60_000;

const CHATTER = {
  any: [
    "What a start. This one has the feel of a classic.",
    "Defence needs to wake up, we're giving them far too much room.",
    "Called it before the start. Enjoying this.",
    "The crowd is loud tonight, you can hear it through the TV.",
    "Momentum swinging every few minutes, my heart can't take it.",
    "Whoever is on the call tonight is having a great game.",
    "Nobody is leaving early from this one.",
  ],
  basketball: [
    "That three from the corner!",
    "Bench unit is winning this quarter.",
    "Foul trouble is going to decide it.",
  ],
  football: [
    "Huge stop on third down.",
    "That play call on fourth and one, bold.",
    "Field position is everything here.",
  ],
  soccer: ["What a save!", "The press is working, they can't get out.", "Offside? Looked level to me."],
  hockey: [
    "Power play coming up, need this one.",
    "The goalie is standing on his head.",
    "Great shift from the fourth line.",
  ],
  baseball: [
    "Bases loaded, two out. Here we go.",
    "That was a filthy curveball.",
    "Bullpen is up, this inning matters.",
  ],
} as const;

const chatterFor = (sport: string): readonly string[] => [
  ...CHATTER.any,
  ...((CHATTER as Record<string, readonly string[]>)[sport] ?? []),
];

const byId = (a: Game, b: Game) => a.id.localeCompare(b.id);

/** Games in the fan's favourite leagues first, the rest after, each in a fan-specific order. */
function preferred(games: Game[], leagues: Set<string>, rng: Rng): Game[] {
  const keyed = games.map((g) => ({ g, k: (leagues.has(g.league) ? 0 : 1) + rng() }));
  return keyed.sort((a, b) => a.k - b.k).map((x) => x.g);
}

type Pick = { winner: PredictionWinner; homeScore: number | null; awayScore: number | null };

/** Sports whose scores are small enough for fans to guess them exactly. */
const guessesScore = (sport: string) => sport === "soccer" || sport === "hockey" || sport === "baseball";

/**
 * A pick on a finished game: sometimes the exact score (3 points), mostly the right winner (1),
 * sometimes wrong (0), so the leaderboard has a spread.
 */
function scoredPick(game: Game, rng: Rng): Pick {
  const r = finalResultOf(game)!;
  const roll = rng();
  if (roll < 0.3 && guessesScore(game.sport) && winnerOfScore(r.homeScore, r.awayScore) === r.winner)
    return { winner: r.winner, homeScore: r.homeScore, awayScore: r.awayScore };
  if (roll < 0.75) return { winner: r.winner, homeScore: null, awayScore: null };
  const others = (["home", "away", "draw"] as const).filter(
    (w) => w !== r.winner && (w !== "draw" || drawPossible(game.sport)),
  );
  return { winner: pick(rng, others), homeScore: null, awayScore: null };
}

/** A pick on a game still to come: a score where fans guess one, else a side. */
function openPick(game: Game, rng: Rng): Pick {
  if (game.sport === "soccer" || game.sport === "hockey") {
    const h = Math.floor(rng() * 4);
    const a = Math.floor(rng() * 4);
    const winner = winnerOfScore(h, a);
    if (winner !== "draw" || drawPossible(game.sport)) return { winner, homeScore: h, awayScore: a };
  }
  return { winner: rng() < 0.55 ? "home" : "away", homeScore: null, awayScore: null };
}

export const seedGames: Seeder = async (ctx) => {
  const board = [...ctx.board].sort(byId);
  if (board.length === 0) return;
  // Stored as the recorder stores a game it sees for the first time: its state and its story so far.
  await repo.upsertGames(ctx.tx, board);
  await repo.insertTimeline(
    ctx.tx,
    board.flatMap((g) => timelineChanges(null, g).map((e) => ({ ...e, gameId: g.id }))),
  );

  const finals = board.filter((g) => finalResultOf(g) !== null);
  const upcoming = board.filter((g) => g.gameStatus === "upcoming" && g.gameTime !== null);
  const live = board.filter((g) => g.gameStatus === "live");

  const predictions: (typeof gamePredictions.$inferInsert)[] = [];
  for (const fan of DEMO_USERS) {
    const userId = ctx.user(fan.username).id;
    const leagues = new Set(fan.favorites.map((f) => f.league));
    const rng = rngFor("demo-predictions", fan.username);
    for (const g of preferred(finals, leagues, rng).slice(0, SCORED_PER_FAN))
      predictions.push({ gameId: g.id, userId, ...scoredPick(g, rngFor(fan.username, g.id)) });
    for (const g of preferred(upcoming, leagues, rng).slice(0, OPEN_PER_FAN))
      predictions.push({ gameId: g.id, userId, ...openPick(g, rngFor(fan.username, g.id)) });
  }
  if (predictions.length) await ctx.tx.insert(gamePredictions).values(predictions);
  // Scored the way a final scores them, once per game.
  for (const id of new Set(predictions.map((p) => p.gameId))) {
    const game = finals.find((g) => g.id === id);
    const result = game ? finalResultOf(game) : null;
    if (result) await repo.scorePredictions(ctx.tx, id, result, PREDICTION_POINTS);
  }

  // Match threads: a few fans talking on the first live games, the newest message a minute ago.
  const comments: (typeof gameComments.$inferInsert)[] = [];
  for (const g of live.slice(0, THREADS)) {
    const rng = rngFor("demo-thread", g.id);
    const lines = chatterFor(g.sport);
    for (let i = 0; i < MESSAGES_PER_THREAD; i++) {
      const fan = pick(rng, DEMO_USERS);
      comments.push({
        gameId: g.id,
        userId: ctx.user(fan.username).id,
        content: pick(rng, lines),
        createdAt: new Date(ctx.now.getTime() - (MESSAGES_PER_THREAD - i) * 3 * MIN),
      });
    }
  }
  if (comments.length) await ctx.tx.insert(gameComments).values(comments);
};
