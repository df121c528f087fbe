/** SPEC §4 sport emoji: basketball, football, soccer, baseball, hockey; any other sport a trophy. */
const EMOJI: Record<string, string> = {
  basketball: "🏀",
  football: "🏈",
  soccer: "⚽",
  baseball: "⚾",
  hockey: "🏒",
};

export function sportEmoji(sport: string | null | undefined): string {
  return (sport && EMOJI[sport.trim().toLowerCase()]) || "🏆";
}

/** "basketball" -> "Basketball": how a sport slug reads on screen. */
export function sportName(sport: string): string {
  return sport ? sport[0]!.toUpperCase() + sport.slice(1) : sport;
}
