// The service worker served at /sw.js (built by vite-plugin-pwa's injectManifest with Workbox).
// - precaches the app shell so it opens with no network;
// - answers every page navigation with the cached shell (the client router does the rest);
// - keeps the last-seen signed-in reads (scores, feed, events, communities...) for offline use,
//   network first, and tells the page when it had to answer from that copy; never an answer
//   the server marks no-store (the data export, calendar files);
// - waits for the page's confirmation before a new version takes over (SPEC §1 update confirm).
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { API_CACHE_NAME, isOfflineReadablePath, SW_MESSAGES, type OfflineApiMessage } from "../offline-api";
import { deleteUnstorable, honourNoStore } from "./cache-control-plugin";
import { createClearableCache } from "./clearable-cache";
import { registerPushHandlers } from "./push";

// The few worker globals used here, typed locally: the project's DOM typings and the
// WebWorker lib cannot be loaded into one TypeScript program.
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  clients: { matchAll(options: { type: "window" }): Promise<Array<{ postMessage(message: unknown): void }>> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "message",
    listener: (event: MessageEvent & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(type: "activate", listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
}
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the open page at once (offline from the first visit). Later
// versions still wait in "waiting" until the user accepts the update (no automatic skipWaiting).
clientsClaim();

// Page navigations (any path but the API, the socket and real files) get the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /\.[a-z0-9]+$/i],
  }),
);

async function tellPages(message: OfflineApiMessage) {
  const clients = await self.clients.matchAll({ type: "window" });
  for (const client of clients) client.postMessage(message);
}

/** Tells the open pages whether a read came from the network or from the saved copy (and how old it is). */
const reportFreshness = {
  async fetchDidSucceed({ request, response }: { request: Request; response: Response }) {
    if (response.ok) await tellPages({ type: SW_MESSAGES.fetchedFresh, url: new URL(request.url).pathname });
    return response;
  },
  async cachedResponseWillBeUsed({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) {
    if (cachedResponse) {
      await tellPages({
        type: SW_MESSAGES.servedFromCache,
        url: new URL(request.url).pathname,
        savedAt: cachedResponse.headers.get("date"),
      });
    }
    return cachedResponse ?? null;
  },
};

const apiCache = createClearableCache();

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && isOfflineReadablePath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    // Stadium reception: after a few seconds without an answer show the saved copy instead.
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // The server's no-store is honoured; private answers are this user's offline copy.
      honourNoStore,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      reportFreshness,
      apiCache.plugin,
    ],
  }),
);

// What a worker before the no-store rule saved (the data export, calendar files) goes now.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.has(API_CACHE_NAME).then(async (exists) => {
      if (exists) await deleteUnstorable(await caches.open(API_CACHE_NAME));
    }),
  );
});

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.clearApiCache) {
    apiCache.startNewGeneration();
    event.waitUntil(caches.delete(API_CACHE_NAME));
  }
});

// Web Push: show pushed notifications; a tap opens the app at the subject.
registerPushHandlers(self as unknown as Parameters<typeof registerPushHandlers>[0]);
