import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PREDICTION_SCORE_MAX } from "@shared/limits";
import {
  predictionBodySchema,
  winnerOfScore,
  type Prediction,
  type PredictionInput,
  type PredictionWinner,
} from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";
import { useSubmitPrediction } from "../api/submit-prediction";

const toScore = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** Pick home, away or (where the sport allows it) a draw, and optionally the exact score. */
export function PredictionForm({
  game,
  drawAllowed,
  current,
}: {
  game: Game;
  drawAllowed: boolean;
  current: Prediction | null;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const form = useForm<PredictionInput>({
    resolver: zodResolver(predictionBodySchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      winner: current?.winner,
      homeScore: current?.homeScore ?? null,
      awayScore: current?.awayScore ?? null,
    },
  });
  const submit = useSubmitPrediction(game.id);
  const [home, away, winner] = useWatch({ control: form.control, name: ["homeScore", "awayScore", "winner"] });
  const submitted = form.formState.isSubmitted;
  // An exact score decides the winner: keep the pick in step with it. The rules tie the fields
  // together, so after a first submit every change re-checks all of them.
  React.useEffect(() => {
    if (typeof home === "number" && typeof away === "number" && !Number.isNaN(home) && !Number.isNaN(away))
      form.setValue("winner", winnerOfScore(home, away));
    if (submitted) void form.trigger();
  }, [home, away, winner, submitted, form]);

  const options: PredictionWinner[] = drawAllowed ? ["away", "draw", "home"] : ["away", "home"];
  const errors = form.formState.errors;
  const scoreError = errors.homeScore?.message ?? errors.awayScore?.message;
  const id = `prediction-${game.id}`;
  return (
    <form noValidate className="grid gap-4" onSubmit={(e) => void form.handleSubmit((v) => submit.mutate(v))(e)}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Who wins?</Trans>
        </legend>
        <div className={cn("grid gap-2", drawAllowed ? "grid-cols-3" : "grid-cols-2")}>
          {options.map((o) => (
            <label
              key={o}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 py-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                winner === o ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
              )}
            >
              <input type="radio" value={o} className="sr-only" {...form.register("winner")} />
              {o === "draw" ? <Trans>Draw</Trans> : o === "home" ? game.homeTeam.name : game.awayTeam.name}
            </label>
          ))}
        </div>
        {errors.winner?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {translate(errors.winner.message)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>
            Exact score <span className="font-normal text-muted-foreground">(optional, 3 points)</span>
          </Trans>
        </legend>
        <div className="flex items-center gap-2">
          {(["awayScore", "homeScore"] as const).map((field, i) => {
            const team = field === "homeScore" ? game.homeTeam.name : game.awayTeam.name;
            return (
              <React.Fragment key={field}>
                {i === 1 ? (
                  <span aria-hidden="true" className="text-muted-foreground">
                    –
                  </span>
                ) : null}
                <label className="sr-only" htmlFor={`${id}-${field}`}>
                  {t`${team} score`}
                </label>
                <Input
                  id={`${id}-${field}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PREDICTION_SCORE_MAX}
                  placeholder={field === "homeScore" ? game.homeTeam.abbreviation : game.awayTeam.abbreviation}
                  className="w-20 text-center tabular-nums"
                  aria-invalid={scoreError ? true : undefined}
                  aria-describedby={scoreError ? `${id}-score-error` : undefined}
                  {...form.register(field, { setValueAs: toScore })}
                />
              </React.Fragment>
            );
          })}
        </div>
        {scoreError ? (
          <p id={`${id}-score-error`} role="alert" className="text-sm font-medium text-destructive">
            {translate(scoreError)}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={submit.isPending} className="justify-self-start">
        {submit.isPending ? (
          <Trans>Saving...</Trans>
        ) : current ? (
          <Trans>Update prediction</Trans>
        ) : (
          <Trans>Save prediction</Trans>
        )}
      </Button>
    </form>
  );
}
