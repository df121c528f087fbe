import { useLingui } from "@lingui/react/macro";
import type { Sport } from "@shared/leagues";
import { cn } from "@web/lib/cn";
import { positionShort, positionText } from "@web/lib/i18n/positions";

/**
 * A player's position abbreviated ("PG", "LW"; a soccer position in the viewer's language: "POR",
 * "A"), with the position in full in the viewer's language as its title ("Base", "Ailier gauche",
 * "Goalkeeper").
 */
export function PositionAbbr({ sport, position, className }: { sport: Sport; position: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <abbr
      title={positionText(sport, position, i18n)}
      className={cn("shrink-0 text-xs text-muted-foreground no-underline", className)}
    >
      {positionShort(sport, position, i18n)}
    </abbr>
  );
}
