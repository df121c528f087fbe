import { Trans, useLingui } from "@lingui/react/macro";
import { EyeOff } from "lucide-react";
import { cn } from "@web/lib/cn";

/**
 * Stands in for a shielded game's score and result: "Score hidden" and a reveal control.
 * The caller passes `onReveal` (usually `useSpoilerShield().reveal(game.id)`).
 */
export function HiddenScore({
  onReveal,
  compact = false,
  className,
}: {
  onReveal: () => void;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 text-muted-foreground", className)}
      data-testid="score-hidden"
    >
      <EyeOff className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className={cn("whitespace-nowrap", compact ? "text-xs" : "text-sm")}>
        <Trans>Score hidden</Trans>
      </span>
      <button
        type="button"
        aria-label={t`Reveal score`}
        onClick={(e) => {
          // cards and ticker items may be links: revealing must not navigate
          e.preventDefault();
          e.stopPropagation();
          onReveal();
        }}
        className={cn(
          // clickable inside a card whose content lets clicks through to its link (STRETCHED_LINK_CARD)
          "pointer-events-auto rounded px-1.5 font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring",
          compact ? "text-xs" : "text-sm",
        )}
      >
        <Trans>Reveal</Trans>
      </button>
    </span>
  );
}
