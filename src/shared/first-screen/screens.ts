// What each route's first screen needs, declared once (docs/decisions/1420-first-screen-declaration.md),
// keyed by the route's path as the router writes it (a pattern, "/games/:gameId", for a page of many).
// The build prerenders the routes marked `prerender` (scripts/prerender.mjs); for a signed-in fan
// the server answers their `reads` in the page as the app's query cache, and draws their
// `serverParts` into it (src/server/plugins/first-screen.ts, through the web build's renderer);
// the app hydrates its query cache from the page, and its screens ask for the same reads
// (./reads.ts), so nothing is fetched that the page holds. A new screen adds a row here, or none.
import { DASHBOARD_LIMITS } from "../limits";
import { FRAME_READS as FRAME } from "./frame-reads";
import { routeMatches } from "./route-path";
import { sessionRead } from "./session-read";
import type { Read } from "./read";
import {
  eventsRead,
  favoriteTeamsRead,
  feedRead,
  friendRequestsRead,
  friendsRead,
  newsRead,
  teamsRead,
  userCommunitiesRead,
} from "./reads";

/** A part of a screen the server draws for the viewer, where the build left its placeholders. */
export type ServerPart = "first-posts";

export interface FirstScreen {
  /**
   * Drawn to HTML at build time, from its route module (the key of its chunk in the build
   * manifest). `signedIn`: drawn as the signed-in shell while the session is checked. `preload`:
   * reads the page asks for with the document, for when the server did not answer them in it.
   */
  prerender?: { route: string; signedIn?: true; preload?: readonly Read[] };
  /** The reads of the screen a signed-in fan `me` first sees: the server answers them in the page. */
  reads?: (me: number) => readonly Read[];
  /**
   * Reads the screen may make that the page does not carry: the app fetches them (a large answer
   * the first paint does not need). Named so that every read of the screen is declared.
   */
  fetchedByApp?: readonly Read[];
  /** Parts the server draws for the viewer, from the answers of `reads` (src/web/first-screen-renderer.tsx). */
  serverParts?: readonly ServerPart[];
}

/** The feed as /posts opens: every sport. */
const firstFeed = feedRead("all");

export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  "/login": { prerender: { route: "app/routes/login.tsx" } },
  "/register": { prerender: { route: "app/routes/register.tsx" } },
  "/forgot-password": { prerender: { route: "app/routes/forgot-password.tsx" } },
  // The home dashboard's cards.
  "/": {
    prerender: { route: "app/routes/home.tsx", signedIn: true, preload: [sessionRead] },
    reads: (me) => [
      ...FRAME,
      eventsRead({ when: "upcoming", limit: DASHBOARD_LIMITS.events }),
      newsRead,
      userCommunitiesRead(me, DASHBOARD_LIMITS.communities),
      favoriteTeamsRead(me),
    ],
  },
  // Favourites first on the board.
  "/scores": {
    prerender: { route: "app/routes/scores.tsx", signedIn: true, preload: [sessionRead] },
    reads: (me) => [...FRAME, favoriteTeamsRead(me)],
    // The sport filter's list, shown beside the board on a wide screen (a phone's is in a sheet).
    fetchedByApp: [teamsRead],
  },
  // The feed's first page, its first posts drawn by the server, and the friends panel.
  "/posts": {
    prerender: { route: "app/routes/posts.tsx", signedIn: true, preload: [sessionRead, firstFeed] },
    reads: () => [...FRAME, firstFeed, friendsRead, friendRequestsRead],
    // The sport filter's list (it shows the known sports until the catalogue is read).
    fetchedByApp: [teamsRead],
    serverParts: ["first-posts"],
  },
  // A game and a team paint the signed-in frame from their HTML while the app loads (the page
  // itself is read by the app: a game's answer depends on what this device revealed).
  "/games/:gameId": { prerender: { route: "app/routes/game.tsx", signedIn: true, preload: [sessionRead] } },
  "/teams/:teamId": { prerender: { route: "app/routes/team.tsx", signedIn: true, preload: [sessionRead] } },
};

/** The declared route `path` is a path of (its key in `screens`), if any. */
export const screenRoute = (path: string, screens: Readonly<Record<string, FirstScreen>> = FIRST_SCREENS) =>
  Object.keys(screens).find((route) => routeMatches(route, path));
