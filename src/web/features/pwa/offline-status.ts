// Whether the screen shows saved data: the browser is offline, or the service worker had to
// answer the latest read from its saved copy (no answer in time, or no connection at all).
import * as React from "react";
import { isOfflineApiMessage, SW_MESSAGES } from "./offline-api";

export interface OfflineStatus {
  online: boolean;
  /** The latest read came from the saved copy. */
  showingSaved: boolean;
  /** When the saved copy was fetched, if known. */
  savedAt: Date | null;
}

let status: OfflineStatus = { online: true, showingSaved: false, savedAt: null };
const listeners = new Set<() => void>();
let started = false;

function update(next: Partial<OfflineStatus>) {
  status = { ...status, ...next };
  listeners.forEach((l) => l());
}

function start() {
  if (started) return;
  started = true;
  status = { ...status, online: navigator.onLine };
  window.addEventListener("online", () => update({ online: true }));
  window.addEventListener("offline", () => update({ online: false }));
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isOfflineApiMessage(data)) return;
    if (data.type === SW_MESSAGES.fetchedFresh) {
      if (status.showingSaved) update({ showingSaved: false, savedAt: null });
      return;
    }
    const savedAt = data.savedAt ? new Date(data.savedAt) : null;
    // Several reads may come from the copy: report the oldest.
    const oldest = status.savedAt && savedAt && status.savedAt < savedAt ? status.savedAt : savedAt;
    update({ showingSaved: true, savedAt: oldest && !Number.isNaN(oldest.getTime()) ? oldest : null });
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineStatus(): OfflineStatus {
  return React.useSyncExternalStore(
    subscribe,
    () => status,
    () => status,
  );
}
