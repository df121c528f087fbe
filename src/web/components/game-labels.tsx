import { useLingui } from "@lingui/react/macro";
import type { Game } from "@shared/schemas/live";
import { leagueLabel } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { Badge } from "@web/components/ui/badge";
import { sportLabel } from "@web/lib/i18n/sport-names";

/** A game's league and sport, as the top line of its card or page. */
export function GameLeague({ game }: { game: Pick<Game, "league" | "sport"> }) {
  const { i18n } = useLingui();
  return (
    <span className="flex items-center gap-2 text-muted-foreground">
      <span aria-hidden="true">{sportEmoji(game.sport)}</span>
      <span className="font-medium text-foreground">{leagueLabel(game.league)}</span>
      <span>{sportLabel(i18n, game.sport)}</span>
    </span>
  );
}

/** LIVE (pulsing), FINAL or the state of a game not under way; `text` is what it says. */
export function GameStatusBadge({
  game,
  text,
  testId,
}: {
  game: Pick<Game, "gameStatus">;
  text: string;
  testId: string;
}) {
  const status = game.gameStatus;
  return (
    <Badge variant={status === "live" ? "live" : status === "final" ? "secondary" : "outline"} data-testid={testId}>
      {status === "live" ? (
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
      ) : null}
      {text}
    </Badge>
  );
}
