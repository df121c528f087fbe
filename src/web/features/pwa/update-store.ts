// A waiting new version of the app, set by the service worker registration and read by the
// update prompt. Kept outside React because registration starts before the first render.
import * as React from "react";

type ApplyUpdate = () => void;

let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function offerUpdate(apply: ApplyUpdate) {
  pendingUpdate = apply;
  notify();
}

export function declineUpdate() {
  pendingUpdate = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingUpdate(): ApplyUpdate | null {
  return React.useSyncExternalStore(
    subscribe,
    () => pendingUpdate,
    () => null,
  );
}
