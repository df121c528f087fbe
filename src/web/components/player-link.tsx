import * as React from "react";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/** The page of a player (`/players/:id`): ids are the simulator's `sim-…` or ESPN's athlete ids. */
export const playerPath = (playerId: string) => `/players/${encodeURIComponent(playerId)}`;

/**
 * A player's name as a link to their page, wherever a name is shown: box scores, key events,
 * leaders, lineups and a team's squad. Inside a card that opens a game (STRETCHED_LINK_CARD) it
 * takes clicks itself (`pointer-events-auto`).
 */
export function PlayerLink({
  playerId,
  className,
  children,
  ...rest
}: { playerId: string; className?: string; children: React.ReactNode } & Omit<
  React.ComponentProps<typeof Link>,
  "to" | "className" | "children"
>) {
  return (
    <Link
      to={playerPath(playerId)}
      className={cn(
        "pointer-events-auto rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      data-testid="player-link"
      {...rest}
    >
      {children}
    </Link>
  );
}
