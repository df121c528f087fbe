import { Trans, useLingui } from "@lingui/react/macro";
import { Users } from "lucide-react";
import type { Sport } from "@shared/leagues";
import type { Lineups as LineupsData, PlayerRef } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { PlayerLink } from "@web/components/player-link";
import { PositionAbbr } from "@web/components/position-abbr";
import { TeamLink } from "@web/components/team-link";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Pitch } from "./pitch";
import { SectionTitle } from "./section-title";

const PITCHERS = /^(SP|RP|P)$/;

function PlayerItem({ sport, player }: { sport: Sport; player: PlayerRef }) {
  return (
    <li className="flex min-w-0 items-baseline gap-2 py-1 text-sm" data-testid="lineup-player">
      <span className="w-7 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
        {player.jersey ? `#${player.jersey}` : ""}
      </span>
      <PlayerLink playerId={player.id} className="min-w-0 truncate">
        {player.name}
      </PlayerLink>
      {player.position ? <PositionAbbr sport={sport} position={player.position} /> : null}
    </li>
  );
}

/** A side's starters (baseball's in batting order) and its bench. */
function TeamLineup({
  sport,
  team,
  lineup,
  showStarters,
}: {
  sport: Sport;
  team: GameTeam;
  lineup: LineupsData["home"];
  showStarters: boolean;
}) {
  const { t } = useLingui();
  const teamName = team.name;
  const Starters = sport === "baseball" ? "ol" : "ul";
  // Baseball lists the batting order, then the starting pitcher (who bats only without a DH).
  const isPitcher = (p: PlayerRef) => sport === "baseball" && PITCHERS.test(p.position ?? "");
  const pitchers = lineup.starters.filter(isPitcher);
  const batters = lineup.starters.filter((p) => !isPitcher(p));
  return (
    <section className="grid min-w-0 content-start gap-2" aria-label={teamName} data-testid="team-lineup">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5" />
        <TeamLink teamId={team.id}>{team.name}</TeamLink>
        {lineup.formation ? (
          <span className="font-normal text-muted-foreground" data-testid="formation">
            {lineup.formation}
          </span>
        ) : null}
      </h3>
      {showStarters ? (
        <>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {sport === "baseball" ? <Trans>Batting order</Trans> : <Trans>Starters</Trans>}
          </h4>
          <Starters className="grid" aria-label={t`${teamName} starters`}>
            {batters.map((p) => (
              <PlayerItem key={p.id} sport={sport} player={p} />
            ))}
          </Starters>
          {pitchers.length > 0 ? (
            <>
              <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                <Trans>Starting pitcher</Trans>
              </h4>
              <ul className="grid" aria-label={t`${teamName} starting pitcher`}>
                {pitchers.map((p) => (
                  <PlayerItem key={p.id} sport={sport} player={p} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      {lineup.bench.length > 0 ? (
        <>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {sport === "soccer" ? <Trans>Substitutes</Trans> : <Trans>Bench</Trans>}
          </h4>
          <ul className="grid" aria-label={t`${teamName} bench`}>
            {lineup.bench.map((p) => (
              <PlayerItem key={p.id} sport={sport} player={p} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * The lineups: soccer's elevens on a pitch in their formations, other sports' starters as lists,
 * then the benches. Before the game they are the probable ones, where known.
 */
export function Lineups({
  sport,
  home,
  away,
  lineups,
  upcoming,
}: {
  sport: Sport;
  home: GameTeam;
  away: GameTeam;
  lineups: LineupsData | null;
  upcoming: boolean;
}) {
  const { t } = useLingui();
  const known = lineups && (lineups.home.starters.length > 0 || lineups.away.starters.length > 0);
  const onPitch = sport === "soccer" && lineups && lineups.home.starters.length > 0 && lineups.away.starters.length > 0;
  return (
    <Card data-testid="lineups" data-probable={upcoming ? "true" : undefined}>
      <CardHeader className="pb-3">
        <SectionTitle icon={Users}>{upcoming ? t`Probable lineups` : t`Lineups`}</SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!lineups || !known ? (
          <p className="text-sm text-muted-foreground" data-testid="lineups-empty">
            {upcoming ? (
              <Trans>The lineups are not known yet. They are usually announced shortly before the start.</Trans>
            ) : (
              <Trans>No lineups for this game.</Trans>
            )}
          </p>
        ) : (
          <>
            {onPitch ? <Pitch lineups={lineups} home={home} away={away} /> : null}
            <div className="grid gap-6 md:grid-cols-2">
              <TeamLineup sport={sport} team={away} lineup={lineups.away} showStarters={!onPitch} />
              <TeamLineup sport={sport} team={home} lineup={lineups.home} showStarters={!onPitch} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
