// What the service worker and the page agree on: which reads are kept for offline use,
// the cache that holds them, and the messages between them.

/** Runtime cache of signed-in API reads; deleted on sign-out and when another user signs in. */
export const API_CACHE_NAME = "fanzone-api-v1";

export const SW_MESSAGES = {
  servedFromCache: "fanzone:served-from-cache",
  // The message workbox-window's messageSkipWaiting() sends.
  skipWaiting: "SKIP_WAITING",
  fetchedFresh: "fanzone:fetched-fresh",
  // From the page: delete the saved reads and save none of the reads still on their way.
  clearApiCache: "fanzone:clear-api-cache",
} as const;

export interface ServedFromCacheMessage {
  type: typeof SW_MESSAGES.servedFromCache;
  url: string;
  /** The `Date` header of the saved response (when it was last fetched), if any. */
  savedAt: string | null;
}

// Reads worth showing offline. Never the session endpoints (/api/auth/*), the health probe
// or anything else: those must always reflect the server.
const OFFLINE_READABLE = [
  /^\/api\/live\//,
  /^\/api\/posts\/(feed|user\/)/,
  /^\/api\/events(\/|$)/,
  /^\/api\/communities(\/|$)/,
  /^\/api\/teams(\/|$)/,
  /^\/api\/users\//,
  /^\/api\/friends(\/requests)?$/,
  // Pictures shown with those reads: post images, avatars (team logos fall under /api/teams).
  /^\/api\/(media|avatars)\//,
];

// Never kept, though under a kept prefix: the data export (everything about the user, sent
// no-store) is a download, not a read to show offline.
const NEVER_KEPT = [/^\/api\/users\/me\/export$/];

export function isOfflineReadablePath(pathname: string): boolean {
  return OFFLINE_READABLE.some((re) => re.test(pathname)) && !NEVER_KEPT.some((re) => re.test(pathname));
}

export interface FetchedFreshMessage {
  type: typeof SW_MESSAGES.fetchedFresh;
  url: string;
}

export type OfflineApiMessage = ServedFromCacheMessage | FetchedFreshMessage;

export function isOfflineApiMessage(data: unknown): data is OfflineApiMessage {
  const type = typeof data === "object" && data !== null ? (data as { type?: unknown }).type : undefined;
  return type === SW_MESSAGES.servedFromCache || type === SW_MESSAGES.fetchedFresh;
}
