// Registers /sw.js (SPEC §1). Failure is only logged. When a new version is waiting, the
// update prompt asks whether to reload; on yes the new worker takes over and the page reloads.
import { Workbox } from "workbox-window";
import { clearApiCacheOnSignOut } from "./api-cache";
import { offerUpdate } from "./update-store";

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000; // fans keep the app open for a whole match

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // Saved offline reads exist only where a service worker runs; sign-out deletes them.
  clearApiCacheOnSignOut();
  const wb = new Workbox("/sw.js", { scope: "/" });

  wb.addEventListener("waiting", () => {
    offerUpdate(() => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });

  wb.register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    })
    .catch((err: unknown) => console.error("Service worker registration failed", err));
}
