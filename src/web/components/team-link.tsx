import * as React from "react";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/** The page of a catalogue team. */
export const teamPath = (teamId: number) => `/teams/${teamId}`;

/**
 * A team's name or logo as a link to its page; plain content for a team outside the catalogue
 * (an ESPN placeholder such as "Round of 32 winner" has no page). Inside a card that opens a
 * game (STRETCHED_LINK_CARD) it takes clicks itself (`pointer-events-auto`).
 */
export function TeamLink({
  teamId,
  className,
  children,
  ...rest
}: { teamId: number | null | undefined; className?: string; children: React.ReactNode } & Omit<
  React.ComponentProps<typeof Link>,
  "to" | "className" | "children"
>) {
  if (typeof teamId !== "number") return <span className={className}>{children}</span>;
  return (
    <Link
      to={teamPath(teamId)}
      className={cn(
        "pointer-events-auto rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...rest}
    >
      {children}
    </Link>
  );
}
