import { CloudOff } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useOfflineStatus } from "./offline-status";

/** The offline/stale indicator above every signed-in screen. */
export function OfflineBanner({ usingStoredSession = false }: { usingStoredSession?: boolean }) {
  const { i18n } = useLingui();
  const { online, showingSaved, savedAt } = useOfflineStatus();
  const visible = !online || showingSaved || usingStoredSession;
  const saved = savedAt ? i18n.date(savedAt, { weekday: "short", hour: "numeric", minute: "2-digit" }) : null;
  return (
    <div role="status" aria-live="polite">
      {visible ? (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">
                {online ? <Trans>Connection problems.</Trans> : <Trans>You're offline.</Trans>}
              </strong>{" "}
              {saved ? (
                <Trans>
                  Showing the last scores, posts and events you saw (saved {saved}); they may be out of date.
                </Trans>
              ) : (
                <Trans>Showing the last scores, posts and events you saw; they may be out of date.</Trans>
              )}
            </span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
