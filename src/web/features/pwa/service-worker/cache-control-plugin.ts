// The saved reads honour what the server says may be stored. An answer marked `no-store` (the
// data export, an event's calendar file) goes to the page and never into the worker's cache.
// `private` answers are kept: the saved reads are the signed-in user's own offline copy (SPEC:
// last-seen data works offline), held in this browser only and deleted at sign-out or when
// another user signs in (../api-cache.ts); `private` forbids shared caches, not this one.

/** Whether a response's Cache-Control lets it be stored at all (no `no-store` directive). */
export function mayStore(response: Response): boolean {
  const header = response.headers.get("cache-control");
  if (!header) return true;
  return !header
    .split(",")
    .map((directive) => directive.split("=")[0]!.trim().toLowerCase())
    .includes("no-store");
}

/** Workbox plugin (cacheWillUpdate): a response that may not be stored is not saved. */
export const honourNoStore = {
  async cacheWillUpdate({ response }: { response: Response }): Promise<Response | null> {
    return mayStore(response) ? response : null;
  },
};

/**
 * Deletes the saved answers that may not be stored: those an earlier worker saved before it
 * honoured no-store (an export kept for a week). Returns how many went.
 */
export async function deleteUnstorable(cache: Pick<Cache, "keys" | "match" | "delete">): Promise<number> {
  let deleted = 0;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response && !mayStore(response) && (await cache.delete(request))) deleted += 1;
  }
  return deleted;
}
