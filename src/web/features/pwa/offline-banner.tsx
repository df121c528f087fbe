import { CloudOff } from "lucide-react";
import { useOfflineStatus } from "./offline-status";

const timeFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/** The offline/stale indicator above every signed-in screen. */
export function OfflineBanner({ usingStoredSession = false }: { usingStoredSession?: boolean }) {
  const { online, showingSaved, savedAt } = useOfflineStatus();
  const visible = !online || showingSaved || usingStoredSession;
  return (
    <div role="status" aria-live="polite">
      {visible ? (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm">
            <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{online ? "Connection problems." : "You're offline."}</strong> Showing
              the last scores, posts and events you saw
              {savedAt ? ` (saved ${timeFormat.format(savedAt)})` : ""}; they may be out of date.
            </span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
