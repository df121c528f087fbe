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
