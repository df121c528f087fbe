import { Link } from "react-router";
import { Lock, Medal, Target } from "lucide-react";
import type { Game } from "@shared/schemas/live";
import { HiddenScore } from "@web/components/hidden-score";
import { Badge } from "@web/components/ui/badge";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePrediction } from "../api/prediction";
import { pickText, pointsText } from "../lib/pick-text";
import { PredictionForm } from "./prediction-form";
import { SectionTitle } from "./section-title";

const STATE_BADGE = { open: "Open", locked: "Locked", scored: "Scored" } as const;

/**
 * Pick'em: open until kick-off (pick a winner, optionally the exact score), locked once the
 * game started, scored at the final (1 point for the winner, 3 for the exact score).
 */
export function PredictionCard({ game, hidden, onReveal }: { game: Game; hidden: boolean; onReveal: () => void }) {
  const q = usePrediction(game.id);
  const state = q.data?.state;
  const pick = q.data?.prediction ?? null;
  return (
    <Card data-testid="prediction-card" data-state={state}>
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <SectionTitle icon={Target}>Your prediction</SectionTitle>
          {state ? (
            <Badge variant={state === "open" ? "success" : "outline"} data-testid="prediction-state">
              {state === "locked" ? <Lock className="h-3 w-3" aria-hidden="true" /> : null}
              {STATE_BADGE[state]}
            </Badge>
          ) : null}
        </div>
        {state === "open" ? (
          <CardDescription>Picks close at kick-off. 1 point for the winner, 3 for the exact score.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {q.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-10 w-44" />
          </div>
        ) : q.isError ? (
          <LoadError what="your prediction" onRetry={() => void q.refetch()} />
        ) : state === "open" ? (
          <PredictionForm key={pick?.updatedAt ?? "new"} game={game} drawAllowed={q.data.drawAllowed} current={pick} />
        ) : (
          <>
            <p data-testid="prediction-pick">
              {pick ? (
                <>
                  Your pick: <span className="font-semibold">{pickText(game, pick)}</span>
                </>
              ) : (
                "You did not make a pick for this game."
              )}
            </p>
            {state === "locked" ? (
              <p className="text-muted-foreground">
                Predictions closed at kick-off.{pick ? " Points arrive with the final score." : ""}
              </p>
            ) : hidden ? (
              <HiddenScore onReveal={onReveal} />
            ) : pick ? (
              <p className="flex items-center gap-2 text-base font-semibold" data-testid="prediction-points">
                <Medal className="h-5 w-5 text-primary" aria-hidden="true" />
                {pointsText(pick)}
              </p>
            ) : null}
            {state === "scored" ? (
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <Link to="/leaderboards">See the leaderboards</Link>
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
