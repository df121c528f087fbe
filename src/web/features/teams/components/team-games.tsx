import type { Game } from "@shared/schemas/live";
import { HiddenScore } from "@web/components/hidden-score";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { TeamGameRow } from "./team-game-row";

/** A list of a team's games (the last results or the next games), with the spoiler shield. */
export function TeamGames({
  title,
  empty,
  games,
  teamId,
  testId,
}: {
  title: string;
  empty: string;
  games: Game[];
  teamId: number;
  testId: string;
}) {
  const shield = useSpoilerShield();
  const hidden = games.filter((g) => shield.isHidden(g));
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">{title}</CardTitle>
        {hidden.length ? <HiddenScore onReveal={() => hidden.forEach((g) => shield.reveal(g.id))} /> : null}
      </CardHeader>
      <CardContent>
        {games.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="-mx-2 grid grid-cols-1">
            {games.map((g) => (
              <TeamGameRow key={g.id} game={g} teamId={teamId} hidden={shield.isHidden(g)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
