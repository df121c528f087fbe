// A game's result per side, apart from the zod schemas of schemas/live.ts:
// the score cards need this one function, and importing it from the schemas module evaluated the
// validation library and the game schemas on /scores' first load (docs/decisions/0962).

/** W, L or T per side of a final game (SPEC §2 game card); null while the game is not final. */
export function resultOf(
  game: { gameStatus: string; winner: "home" | "away" | "tie" | null },
  side: "home" | "away",
): "W" | "L" | "T" | null {
  if (game.gameStatus !== "final" || !game.winner) return null;
  if (game.winner === "tie") return "T";
  return game.winner === side ? "W" : "L";
}
