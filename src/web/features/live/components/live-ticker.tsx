import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Game } from "@shared/schemas/live";
import { HiddenScore } from "@web/components/hidden-score";
import { STRETCHED_LINK_CARD, StretchedLink, gameLinkLabel, gamePath } from "@web/components/stretched-link";
import { useLiveConnection } from "@web/lib/realtime";
import { useRevealedCount } from "@web/lib/use-loaded-and-idle";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { gameClockText } from "@web/lib/game-clock";
import { cn } from "@web/lib/cn";
import { useLiveScores } from "../api/scores";
import { LiveStatusNote } from "./live-status-note";
import { SCORE_HIDDEN, useFlash } from "./use-flash";

const TickerItem = React.memo(function TickerItem({
  game,
  hidden,
  onReveal,
}: {
  game: Game;
  hidden: boolean;
  onReveal: (gameId: string) => void;
}) {
  const { i18n } = useLingui();
  // A shielded score must not flash either: the flash itself would tell.
  const flash = useFlash(hidden ? SCORE_HIDDEN : `${game.homeScore}-${game.awayScore}`);
  return (
    <li
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-md px-2 py-1 text-sm transition-colors hover:bg-muted motion-reduce:transition-none",
        STRETCHED_LINK_CARD,
        flash && "bg-yellow-200 text-black",
      )}
      data-testid="ticker-game"
      data-game-id={game.id}
      data-flash={flash || undefined}
    >
      <StretchedLink to={gamePath(game.id)} label={gameLinkLabel(game)} className="focus-visible:outline-offset-0" />
      <img src={game.awayTeam.logo} alt="" width={18} height={18} loading="lazy" className="h-[18px] w-[18px]" />
      <span className="font-semibold" translate="no">
        {game.awayTeam.abbreviation}
      </span>
      {hidden ? (
        <HiddenScore compact onReveal={() => onReveal(game.id)} />
      ) : (
        <>
          <span className="font-bold tabular-nums" data-testid="ticker-away-score">
            {game.awayScore ?? 0}
          </span>
          <span className={flash ? "text-black/70" : "text-muted-foreground"}>–</span>
          <span className="font-bold tabular-nums" data-testid="ticker-home-score">
            {game.homeScore ?? 0}
          </span>
        </>
      )}
      <span className="font-semibold" translate="no">
        {game.homeTeam.abbreviation}
      </span>
      <img src={game.homeTeam.logo} alt="" width={18} height={18} loading="lazy" className="h-[18px] w-[18px]" />
      {hidden ? null : (
        <span className={cn("text-xs tabular-nums", flash ? "text-black/70" : "text-muted-foreground")}>
          {gameClockText(game.statusDetail, i18n)}
        </span>
      )}
    </li>
  );
});

/**
 * Games the ticker renders before the page has loaded: more than a wide screen shows. The rest
 * (dozens on a busy evening) are rendered a dozen per idle moment once the page is idle, so they
 * neither lengthen the first screen's render nor make one long task of their own.
 */
const FIRST_GAMES = 12;

/**
 * The live ticker under the header (SPEC §2): only live games, moved by the live connection and
 * polling. `enabled` false shows it loading without asking: the signed-in shell paints it before
 * the session is known, so nothing moves down when the session arrives.
 */
export function LiveTicker({ enabled = true }: { enabled?: boolean }) {
  const { t } = useLingui();
  const { connected } = useLiveConnection();
  const q = useLiveScores(enabled);
  // Read once here, not in each of the dozens of items: one query observer instead of one per game.
  const shield = useSpoilerShield();
  // Nothing before the session is known (`enabled`), even a board the page carries: the page is
  // drawn loading, and React takes that HTML over as it is.
  const data = enabled ? q.data : undefined;
  const live = (data ?? []).filter((g) => g.gameStatus === "live");
  const revealed = useRevealedCount(live.length, FIRST_GAMES, FIRST_GAMES);
  const shown = live.slice(0, revealed);
  return (
    <section aria-label={t`Live ticker`} className="border-b bg-card" data-testid="live-ticker">
      {/* min-h: the row of games is taller than the one-line messages; it must not push the page down. */}
      <div className="mx-auto flex min-h-10 max-w-6xl items-center gap-3 px-4 py-1.5">
        <Link
          to="/scores"
          className="flex shrink-0 items-center gap-1.5 rounded bg-live px-2 py-0.5 text-xs font-bold text-white"
        >
          <span className={cn("h-1.5 w-1.5 rounded-full bg-white", connected && "animate-pulse")} aria-hidden="true" />
          <Trans>LIVE</Trans>
          <span className="sr-only">{connected ? t`(connected)` : t`(reconnecting)`}</span>
        </Link>
        {data ? <LiveStatusNote games={data} receivedAt={q.dataUpdatedAt} className="shrink-0 text-xs" /> : null}
        {q.isPending || data === undefined ? (
          <span className="text-sm text-muted-foreground">
            <Trans>Loading live games…</Trans>
          </span>
        ) : live.length === 0 ? (
          <span className="text-sm text-muted-foreground">
            <Trans>No live games right now</Trans>
          </span>
        ) : (
          <ul
            className="flex min-w-0 flex-1 gap-2 overflow-x-auto rounded [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-ring"
            aria-live="off"
            aria-label={t`Live games`}
            // Scrollable with the keyboard too (axe scrollable-region-focusable).
            tabIndex={0}
          >
            {shown.map((g) => (
              <TickerItem key={g.id} game={g} hidden={shield.isHidden(g)} onReveal={shield.reveal} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
