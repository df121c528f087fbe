import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@shared/i18n/locales";
import type { Game } from "@shared/schemas/live";
import { relativeTime } from "@shared/relative-time";
import { cn } from "@web/lib/cn";
import { useLiveConnection } from "@web/lib/realtime";
import { useNow } from "@web/lib/use-now";
import { liveStatus } from "../lib/live-status";

/**
 * "Reconnecting…" while the live connection is down, and "Updated N s ago" once the scores on
 * screen may be old (see liveStatus); null while they are current. `receivedAt` is when the board
 * last arrived (the query's dataUpdatedAt: fetches and pushes both set it).
 */
export function useLiveStatusText(games: readonly Game[], receivedAt: number): string | null {
  const { t, i18n } = useLingui();
  const { status } = useLiveConnection();
  const maybeOld = status === "reconnecting" || games.some((g) => g.stale);
  // Seconds count while the board may be old; no timer at all while it is current.
  const now = useNow(1_000, maybeOld);
  if (!maybeOld) return null;
  const s = liveStatus({ connection: status, receivedAt, games, now });
  // "45 s ago", "hace 45 s", "il y a 45 s": the language's own short relative time.
  const ago = s.updatedAt !== null ? relativeTime(s.updatedAt, now, i18n.locale as Locale, { style: "short" }) : null;
  const parts = [s.reconnecting ? t`Reconnecting…` : null, ago !== null ? t`Updated ${ago}` : null].filter(
    (p): p is string => p !== null,
  );
  return parts.length ? parts.join(" · ") : null;
}

/** The same, as a line of its own (the ticker's). */
export function LiveStatusNote({
  games,
  receivedAt,
  className,
}: {
  games: readonly Game[];
  receivedAt: number;
  className?: string;
}) {
  const text = useLiveStatusText(games, receivedAt);
  if (!text) return null;
  return (
    <span className={cn("font-medium text-muted-foreground", className)} data-testid="live-status">
      {text}
    </span>
  );
}
