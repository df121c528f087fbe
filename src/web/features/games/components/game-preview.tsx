import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Info, Swords, Tv } from "lucide-react";
import type { FormGame, GameSheet } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { FormChips } from "@web/components/form-chips";
import { HiddenScore } from "@web/components/hidden-score";
import { gamePath } from "@web/components/stretched-link";
import { TeamLink } from "@web/components/team-link";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { SectionTitle } from "./section-title";

/** Where and on what: the venue and the broadcasts (networks and streams). */
export function GameInfo({ venue, broadcasts }: Pick<GameSheet, "venue" | "broadcasts">) {
  const { t } = useLingui();
  if (!venue && broadcasts.length === 0) return null;
  return (
    <Card data-testid="game-info">
      <CardHeader className="pb-3">
        <SectionTitle icon={Info}>{t`Game info`}</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {venue ? (
            <div>
              <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                <Trans>Venue</Trans>
              </dt>
              <dd className="font-medium" data-testid="venue">
                {venue.name}
                {venue.city ? <span className="font-normal text-muted-foreground"> · {venue.city}</span> : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="flex items-center gap-1 text-xs uppercase tracking-wide text-muted-foreground">
              <Tv className="h-3.5 w-3.5" aria-hidden="true" /> <Trans>Where to watch</Trans>
            </dt>
            <dd data-testid="broadcasts">
              {broadcasts.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5 pt-1">
                  {broadcasts.map((b) => (
                    <li key={b} className="rounded-full border px-2 py-0.5 text-xs font-medium">
                      {b}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">
                  <Trans>No broadcast listed</Trans>
                </span>
              )}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** A side's last results; a shielded team's stay hidden until revealed (they are results). */
function TeamForm({ team, form }: { team: GameTeam; form: FormGame[] }) {
  const shield = useSpoilerShield();
  const asGame = (g: FormGame) => {
    const opponent = { id: g.opponentId };
    return {
      id: g.gameId,
      homeTeam: g.home ? { id: team.id } : opponent,
      awayTeam: g.home ? opponent : { id: team.id },
      gameStatus: "final",
    };
  };
  const hidden = form.some((g) => shield.isHidden(asGame(g)));
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2"
      data-testid="team-form"
      data-team-id={team.id ?? undefined}
    >
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5" />
        <TeamLink teamId={team.id} className="truncate">
          {team.name}
        </TeamLink>
      </span>
      {hidden ? (
        <HiddenScore onReveal={() => form.forEach((g) => shield.reveal(g.gameId))} />
      ) : (
        <FormChips form={form.map((g) => g.result)} />
      )}
    </div>
  );
}

/** Before the game: both sides' form and their last meetings (a shielded team's results stay hidden). */
export function GamePreview({
  home,
  away,
  headToHead,
  form,
}: {
  home: GameTeam;
  away: GameTeam;
  headToHead: GameSheet["headToHead"];
  form: GameSheet["form"];
}) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  const shield = useSpoilerShield();
  const abbreviationOf = (id: number | null) =>
    id !== null && id === home.id ? home.abbreviation : id !== null && id === away.id ? away.abbreviation : "?";
  return (
    <Card data-testid="game-preview">
      <CardHeader className="pb-3">
        <SectionTitle icon={Swords}>{t`Before the game`}</SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section className="grid gap-2" aria-labelledby="preview-form">
          <h3 id="preview-form" className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <Trans>Form</Trans>
          </h3>
          <TeamForm team={away} form={form.away} />
          <TeamForm team={home} form={form.home} />
        </section>
        <section className="grid gap-2" aria-labelledby="preview-h2h">
          <h3 id="preview-h2h" className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <Trans>Head to head</Trans>
          </h3>
          {headToHead.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>These teams have not met recently.</Trans>
            </p>
          ) : (
            <ul className="grid gap-1" data-testid="head-to-head">
              {headToHead.map((m) => {
                const hidden = shield.isHidden({
                  id: m.gameId,
                  homeTeam: { id: m.homeTeamId },
                  awayTeam: { id: m.awayTeamId },
                  gameStatus: "final",
                });
                const date = i18n.date(new Date(m.date), {
                  year: "numeric",
                  month: "short",
                  day: "numeric",
                  timeZone: zone,
                });
                const awayAbbr = abbreviationOf(m.awayTeamId);
                const homeAbbr = abbreviationOf(m.homeTeamId);
                const awayScore = m.awayScore;
                const homeScore = m.homeScore;
                return (
                  <li key={m.gameId} className="flex items-center justify-between gap-3 text-sm" data-testid="meeting">
                    <Link
                      to={gamePath(m.gameId)}
                      className="text-muted-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <time dateTime={m.date}>{date}</time>
                    </Link>
                    {hidden ? (
                      <HiddenScore compact onReveal={() => shield.reveal(m.gameId)} />
                    ) : (
                      <span className="font-medium tabular-nums" data-testid="meeting-score">
                        <Trans>
                          {awayAbbr} {awayScore}–{homeScore} {homeAbbr}
                        </Trans>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
