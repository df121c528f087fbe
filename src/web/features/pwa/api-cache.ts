// Signed-in reads kept for offline use belong to one user: they are deleted on sign-out
// and whenever a different user signs in, so nothing is ever shown across users.
import * as React from "react";
import { API_CACHE_NAME, SW_MESSAGES } from "./offline-api";

const CACHE_OWNER_KEY = "fanzone.offline-cache-owner";
export const SIGNED_OUT_EVENT = "fanzone:signed-out";

export async function clearApiCache() {
  try {
    localStorage.removeItem(CACHE_OWNER_KEY);
  } catch {
    // storage blocked: the cache itself is still deleted
  }
  // The worker also stops saving the reads still on their way, then deletes the cache itself.
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.clearApiCache });
  if (typeof caches !== "undefined") await caches.delete(API_CACHE_NAME);
}

/** Started once with the service worker: the session provider announces sign-out with this event. */
export function clearApiCacheOnSignOut() {
  window.addEventListener(SIGNED_OUT_EVENT, () => void clearApiCache());
}

/** Deletes the saved reads when the signed-in user is not the one they were saved for. */
export function useApiCacheOwner(userId: number | string | undefined) {
  React.useEffect(() => {
    if (userId === undefined) return;
    const owner = String(userId);
    let previous: string | null;
    try {
      previous = localStorage.getItem(CACHE_OWNER_KEY);
    } catch {
      return;
    }
    if (previous === owner) return;
    void clearApiCache().then(() => {
      try {
        localStorage.setItem(CACHE_OWNER_KEY, owner);
      } catch {
        // ignore: checked again next time
      }
    });
  }, [userId]);
}
