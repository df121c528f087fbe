// The API reads a first screen makes, each built once: the query key the app caches its answer
// under and the GET URL that answers it. The screens' queries take their keys and URLs from here
// (src/web/features/*/api), and the first-screen declaration (./screens.ts) names the same reads,
// so the server answers in the page exactly what the app would ask for. (The signed-in frame's are
// in ./frame-reads.ts and ./session-read.ts: the sign-in screen's load carries those alone.)
import type { Read } from "./read";

/** The latest news. */
export const newsRead = { queryKey: ["/api/live/news"] as const };
/** A fan's favourite teams. */
export const favoriteTeamsRead = (userId: number) => ({ queryKey: ["/api/users", userId, "favorite-teams"] as const });
/** The whole team catalogue (the sport filters derive their sports from it). */
export const teamsRead = { queryKey: ["/api/teams"] as const };
/** The signed-in fan's friends, and the requests sent to them. */
export const friendsRead = { queryKey: ["/api/friends"] as const };
export const friendRequestsRead = { queryKey: ["/api/friends/requests"] as const };

const paged = <const K extends readonly unknown[], const P extends string>(
  queryKey: K,
  path: P,
  query: URLSearchParams,
): Read<K, `${P}?${string}`> & { url: `${P}?${string}` } => ({ queryKey, url: `${path}?${query}`, pages: true });

/** How many posts a page of the feed holds: the first page is the feed's first screen. */
export const FEED_PAGE_SIZE = 10;

/** A page of the feed, newest first, of one sport or "all"; `cursor` of the page before. */
export function feedRead(sport: string, cursor: string | null = null) {
  const q = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (sport !== "all") q.set("sport", sport);
  if (cursor) q.set("cursor", cursor);
  return paged(["/api/posts/feed", { sport }], "/api/posts/feed", q);
}

/** A page of the communities a fan is a member of, newest first. */
export function userCommunitiesRead(userId: number, limit: number, cursor: string | null = null) {
  const q = new URLSearchParams({ limit: String(limit) });
  if (cursor) q.set("cursor", cursor);
  return paged(["/api/communities/user", userId, { limit }], `/api/communities/user/${userId}`, q);
}

/** Which events a list shows: searched, of a sport or community, upcoming (soonest first) or past. */
export interface EventFilter {
  search?: string;
  sport?: string;
  communityId?: number;
  when?: "upcoming" | "past" | "all";
  limit: number;
}

function eventsQuery(f: EventFilter, cursor: string | null) {
  const q = new URLSearchParams({ limit: String(f.limit) });
  if (f.search?.trim()) q.set("search", f.search.trim());
  if (f.sport && f.sport !== "all") q.set("sport", f.sport);
  if (f.communityId) q.set("communityId", String(f.communityId));
  if (f.when) q.set("when", f.when);
  if (cursor) q.set("cursor", cursor);
  return q;
}

/** A page of the events. */
export const eventsRead = (f: EventFilter, cursor: string | null = null) =>
  paged(["/api/events", f], "/api/events", eventsQuery(f, cursor));

/** A page of the events a fan created or is going to. */
export const userEventsRead = (userId: number, f: EventFilter, cursor: string | null = null) =>
  paged(["/api/events/user", userId, f], `/api/events/user/${userId}`, eventsQuery(f, cursor));
