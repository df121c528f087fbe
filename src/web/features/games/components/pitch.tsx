import { useLingui } from "@lingui/react/macro";
import type { Lineups, PlayerRef } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { PlayerLink } from "@web/components/player-link";
import { cn } from "@web/lib/cn";
import { formationRows } from "../lib/formation";

/** The name under a shirt: the family name ("Salah"), the whole name when it is one word or short. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? name;
  return words.length > 1 && last.length > 2 ? last : name;
}

function Shirt({ player, side }: { player: PlayerRef; side: "home" | "away" }) {
  const { t } = useLingui();
  const name = player.name;
  const jersey = player.jersey;
  return (
    <li className="flex min-w-0 max-w-20 flex-1 flex-col items-center gap-0.5" data-testid="pitch-player">
      <span
        className={cn(
          "grid h-7 w-7 place-items-center rounded-full border-2 text-xs font-bold tabular-nums shadow sm:h-8 sm:w-8",
          side === "home"
            ? "border-white bg-primary text-primary-foreground"
            : "border-slate-900 bg-white text-slate-900",
        )}
        aria-hidden="true"
      >
        {jersey ?? ""}
      </span>
      <PlayerLink
        playerId={player.id}
        title={name}
        aria-label={jersey ? t`${name}, number ${jersey}` : name}
        className="max-w-full truncate rounded px-0.5 text-[11px] font-medium leading-tight text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.8)] focus-visible:outline-white"
      >
        {shortName(name)}
      </PlayerLink>
    </li>
  );
}

/** One side's half: its rows from its own goal line to the halfway line. */
function Half({ team, lineup, side }: { team: GameTeam; lineup: Lineups["home"]; side: "home" | "away" }) {
  const { t } = useLingui();
  const rows = formationRows(lineup.formation, lineup.starters);
  // The away side defends the top goal and attacks downwards: its rows run from the top, and
  // each row is mirrored (its left is the viewer's right). The home side is drawn from the bottom.
  const ordered = side === "away" ? rows.map((r) => [...r].reverse()) : [...rows].reverse();
  const teamName = team.name;
  const formation = lineup.formation;
  return (
    <section
      className={cn(
        "absolute inset-x-0 flex h-1/2 flex-col justify-around px-1",
        side === "away" ? "top-0 pb-2 pt-1" : "bottom-0 pb-1 pt-2",
      )}
      aria-label={formation ? t`${teamName}: line-up in a ${formation}` : teamName}
      data-testid={`pitch-${side}`}
      data-formation={formation ?? undefined}
    >
      {ordered.map((row, i) => (
        <ul key={i} className="flex items-start justify-around" data-testid="pitch-row" data-size={row.length}>
          {row.map((p) => (
            <Shirt key={p.id} player={p} side={side} />
          ))}
        </ul>
      ))}
    </section>
  );
}

/**
 * Both starting elevens on one pitch in their formations: the away side in the top half, the
 * home side in the bottom half (as the header reads, away then home). Lines and boxes are drawn
 * with borders and hidden from screen readers; the players are lists of links by line.
 */
export function Pitch({ lineups, home, away }: { lineups: Lineups; home: GameTeam; away: GameTeam }) {
  return (
    <div
      className="relative mx-auto aspect-[68/105] w-full max-w-sm overflow-hidden rounded-lg bg-emerald-700 sm:max-w-md"
      data-testid="pitch"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-2 rounded-sm border-2 border-white/50">
        <div className="absolute inset-x-0 top-1/2 border-t-2 border-white/50" />
        <div className="absolute left-1/2 top-1/2 h-1/5 w-1/3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/50" />
        <div className="absolute left-1/2 top-0 h-[16%] w-[60%] -translate-x-1/2 border-2 border-t-0 border-white/50" />
        <div className="absolute left-1/2 top-0 h-[6%] w-[28%] -translate-x-1/2 border-2 border-t-0 border-white/50" />
        <div className="absolute bottom-0 left-1/2 h-[16%] w-[60%] -translate-x-1/2 border-2 border-b-0 border-white/50" />
        <div className="absolute bottom-0 left-1/2 h-[6%] w-[28%] -translate-x-1/2 border-2 border-b-0 border-white/50" />
      </div>
      <Half team={away} lineup={lineups.away} side="away" />
      <Half team={home} lineup={lineups.home} side="home" />
    </div>
  );
}
