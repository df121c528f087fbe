import { t } from "@lingui/core/macro";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/**
 * Makes a whole card (a `relative` parent) open a page without wrapping its content in a link:
 * the link is an empty layer over the card, so controls inside it (the spoiler shield's Reveal)
 * stay separate interactive elements; give them `ABOVE_STRETCHED_LINK` to sit on top.
 */
export function StretchedLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        "absolute inset-0 z-0 rounded-[inherit] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    />
  );
}

/**
 * For the card holding a StretchedLink: its other children sit above the link (so checks like
 * axe's contrast see the text, not a layer over it) yet let clicks through to it; controls
 * inside them take clicks again with `pointer-events-auto` (HiddenScore's Reveal does).
 */
export const STRETCHED_LINK_CARD = "relative [&>*:not(a)]:pointer-events-none [&>*:not(a)]:relative [&>*:not(a)]:z-10";

/** The game centre of a game. */
export const gamePath = (gameId: string) => `/games/${encodeURIComponent(gameId)}`;

/** "Boston Celtics at Los Angeles Lakers: game centre": how a link to a game reads (called while rendering). */
export const gameLinkLabel = (game: { homeTeam: { name: string }; awayTeam: { name: string } }) => {
  const away = game.awayTeam.name;
  const home = game.homeTeam.name;
  return t`${away} at ${home}: game centre`;
};
