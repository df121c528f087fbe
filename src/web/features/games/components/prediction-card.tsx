import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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

const STATE_BADGE = {
  open: msg({ message: "Open", context: "predictions are open" }),
  locked: msg({ message: "Locked", context: "predictions are locked" }),
  scored: msg({ message: "Scored", context: "predictions are scored" }),
} as const;

/**
 * Pick'em: open until kick-off (pick a winner, optionally the exact score), locked once the
 * game started, scored at the final (1 point for the winner, 3 for the exact score).
 */
export function PredictionCard({ game, hidden, onReveal }: { game: Game; hidden: boolean; onReveal: () => void }) {
  const { t, i18n } = useLingui();
  const q = usePrediction(game.id);
  const state = q.data?.state;
  const pick = q.data?.prediction ?? null;
  const pickWords = pick ? pickText(game, pick, i18n) : null;
  return (
    <Card data-testid="prediction-card" data-state={state}>
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <SectionTitle icon={Target}>{t`Your prediction`}</SectionTitle>
          {state ? (
            <Badge variant={state === "open" ? "success" : "outline"} data-testid="prediction-state">
              {state === "locked" ? <Lock className="h-3 w-3" aria-hidden="true" /> : null}
              {i18n._(STATE_BADGE[state])}
            </Badge>
          ) : null}
        </div>
        {state === "open" ? (
          <CardDescription>
            <Trans>Picks close at kick-off. 1 point for the winner, 3 for the exact score.</Trans>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {q.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-10 w-44" />
          </div>
        ) : q.isError ? (
          <LoadError what={t`your prediction`} onRetry={() => void q.refetch()} />
        ) : state === "open" ? (
          <PredictionForm key={pick?.updatedAt ?? "new"} game={game} drawAllowed={q.data.drawAllowed} current={pick} />
        ) : (
          <>
            <p data-testid="prediction-pick">
              {pick ? (
                <Trans>
                  Your pick: <span className="font-semibold">{pickWords}</span>
                </Trans>
              ) : (
                <Trans>You did not make a pick for this game.</Trans>
              )}
            </p>
            {state === "locked" ? (
              <p className="text-muted-foreground">
                {pick ? (
                  <Trans>Predictions closed at kick-off. Points arrive with the final score.</Trans>
                ) : (
                  <Trans>Predictions closed at kick-off.</Trans>
                )}
              </p>
            ) : hidden ? (
              <HiddenScore onReveal={onReveal} />
            ) : pick ? (
              <p className="flex items-center gap-2 text-base font-semibold" data-testid="prediction-points">
                <Medal className="h-5 w-5 text-primary" aria-hidden="true" />
                {pointsText(pick, i18n)}
              </p>
            ) : null}
            {state === "scored" ? (
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <Link to="/leaderboards">
                  <Trans>See the leaderboards</Trans>
                </Link>
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
