import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { NOTIFICATION_TYPES } from "@shared/schemas/notifications";
import type { MatrixWorld, Role } from "./matrix-world";

/**
 * THE AUTHORIZATION MATRIX: one entry per API route ("METHOD /url" exactly as registered),
 * with the status each role gets:
 *   anon  - no session cookie;
 *   other - a signed-in user who neither owns nor belongs to the resource;
 *   owner - the owner of the resource (or a member, for community-scoped resources), or any
 *           signed-in user for routes without a resource.
 * `request` builds the request a role sends (path with real ids, body, optionally its own
 * session): see MatrixWorld for the fixtures. Roles run in the order anon, other, owner against
 * the same request, so an entry that destroys or decides something creates its own resource.
 *
 * Adding a route? Add its entry here: `npm run test:security` fails for a route without one.
 * Public routes (config.public) answer the same to all three roles.
 */
export interface RouteAccess {
  anon: number;
  other: number;
  owner: number;
  request?: (w: MatrixWorld, role: Role) => Promise<MatrixRequest> | MatrixRequest;
}
export interface MatrixRequest {
  path: string;
  body?: unknown;
  /** Overrides the role's session cookie (entries that end the session they use). */
  cookie?: string | null;
  headers?: Record<string, string>;
}

/**
 * The push service host of the matrix's subscriptions: the apps that use this table list it in
 * PUSH_SERVICE_HOSTS (only push services' endpoints are accepted); .invalid never resolves.
 */
export const MATRIX_PUSH_HOST = "push.invalid";

const signedIn = (ok = 200): Pick<RouteAccess, "anon" | "other" | "owner"> => ({ anon: 401, other: ok, owner: ok });
const open = (ok = 200): Pick<RouteAccess, "anon" | "other" | "owner"> => ({ anon: ok, other: ok, owner: ok });
/** Owner-only: a stranger gets `denied` (404 where existence is not disclosed). */
const ownerOnly = (denied: number, ok = 200): Pick<RouteAccess, "anon" | "other" | "owner"> => ({
  anon: 401,
  other: denied,
  owner: ok,
});

/** Administrators only: anyone else, signed out too, the 404 of a route that does not exist (decision 0911). */
const adminOnly = (ok = 200): Pick<RouteAccess, "anon" | "other" | "owner"> => ({ anon: 404, other: 404, owner: ok });

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // platform
  "GET /api/health": open(),
  "GET /api/health/live": open(),
  "GET /api/health/ready": open(),
  "GET /api/openapi.json": open(),
  // the interactive API reference (Swagger UI): public, like the document it shows
  "GET /api/docs": open(),
  "GET /api/docs/static/index.html": open(302),
  "GET /api/docs/static/swagger-initializer.js": open(),
  "GET /api/docs/json": open(),
  "GET /api/docs/yaml": open(),
  "GET /api/docs/static/*": { ...open(), request: () => ({ path: "/api/docs/static/swagger-ui.css" }) },
  "GET /ws": {
    // No upgrade header: the session check (401) and the Origin check (403) answer first.
    ...ownerOnly(403, 403),
    request: () => ({ path: "/ws" }),
  },

  // auth
  "POST /api/auth/register": {
    ...open(201),
    request: (w) => ({ path: "/api/auth/register", body: w.uniqueRegistration() }),
  },
  "POST /api/auth/login": {
    ...open(),
    // Signing in ends the session the browser sent (no fixation): send a spare one.
    request: async (w, role) => ({
      path: "/api/auth/login",
      body: { email: w.owner.email, password: w.owner.password },
      cookie: await w.extraSession(role),
    }),
  },
  "POST /api/auth/logout": {
    ...open(),
    request: async (w, role) => ({ path: "/api/auth/logout", cookie: await w.extraSession(role) }),
  },
  // address verification: a link's token needs no session; a new link is for the signed-in user
  "POST /api/auth/verify-email": {
    ...open(400),
    request: () => ({ path: "/api/auth/verify-email", body: { token: "x".repeat(43) } }),
  },
  "POST /api/auth/verify-email/resend": signedIn(),
  // a reminder mail's unsubscribe link: the token is the key, no session
  "POST /api/mail/unsubscribe": { ...open(400), request: () => ({ path: "/api/mail/unsubscribe?token=unknown" }) },
  "GET /api/mail/unsubscribe": { ...open(303), request: () => ({ path: "/api/mail/unsubscribe?token=unknown" }) },
  "GET /api/auth/me": signedIn(),
  "GET /api/auth/user": signedIn(),
  "POST /api/auth/forgot-password": {
    ...open(),
    request: (w) => ({ path: "/api/auth/forgot-password", body: { email: w.other.email } }),
  },
  "POST /api/auth/reset-password": {
    ...open(400),
    request: () => ({
      path: "/api/auth/reset-password",
      body: { token: "x".repeat(43), newPassword: "Another-Goal-77" },
    }),
  },
  "GET /api/auth/demo-accounts": open(),
  "GET /api/auth/sessions": signedIn(),
  "DELETE /api/auth/sessions/:id": {
    // A spare session of the owner: a stranger cannot tell it exists (404).
    ...ownerOnly(404, 204),
    request: async (w) => {
      await w.extraSession("owner");
      const list = await w.owner.client.get("/api/auth/sessions");
      return { path: `/api/auth/sessions/${list.json.items[0].id}` };
    },
  },
  "POST /api/auth/sessions/sign-out-others": signedIn(),

  // public images
  "GET /api/avatars/:file": { ...open(), request: () => ({ path: "/api/avatars/matrix.svg" }) },
  "GET /api/teams/logos/:file": { ...open(), request: (w) => ({ path: `/api/teams/logos/${w.teamId}.svg` }) },
  // link previews: public for public events, games and teams; a private event's is 404 like an unknown id
  "GET /api/previews/:kind/:id/card.png": {
    ...open(),
    request: (w) => ({ path: `/api/previews/events/${w.publicEventId}/card.png` }),
  },
  // search
  "GET /api/search": { ...signedIn(), request: () => ({ path: "/api/search?q=matrix" }) },
  "GET /api/teams/badges/:file": { ...open(), request: () => ({ path: "/api/teams/badges/LAL.svg" }) },
  "GET /api/news/images/:file": { ...open(), request: () => ({ path: "/api/news/images/lakers-late-surge.svg" }) },
  "GET /api/media/:key": { ...open(), request: (w) => ({ path: `/api/media/${w.mediaKey}` }) },

  // teams, live, news
  "GET /api/teams": signedIn(),
  "GET /api/users/:id/favorite-teams": {
    ...signedIn(),
    request: (w) => ({ path: `/api/users/${w.owner.id}/favorite-teams` }),
  },
  "GET /api/teams/:id": { ...signedIn(), request: (w) => ({ path: `/api/teams/${w.teamId}` }) },
  "GET /api/teams/:id/schedule": { ...signedIn(), request: (w) => ({ path: `/api/teams/${w.teamId}/schedule` }) },
  "GET /api/teams/:id/roster": { ...signedIn(), request: (w) => ({ path: `/api/teams/${w.teamId}/roster` }) },
  // The simulator's players are sim-<teamId>-<n>: the first of the matrix team's squad.
  "GET /api/players/:id": { ...signedIn(), request: (w) => ({ path: `/api/players/sim-${w.teamId}-1` }) },
  "PUT /api/teams/:id/follow": { ...signedIn(), request: (w) => ({ path: `/api/teams/${w.teamId}/follow` }) },
  "DELETE /api/teams/:id/follow": { ...signedIn(), request: (w) => ({ path: `/api/teams/${w.teamId}/follow` }) },
  // Public: calendar apps subscribe without a cookie; the schedule holds nothing private.
  "GET /api/teams/:id/calendar.ics": { ...open(), request: (w) => ({ path: `/api/teams/${w.teamId}/calendar.ics` }) },
  "GET /api/standings/:league": { ...signedIn(), request: () => ({ path: "/api/standings/nba" }) },
  "GET /api/live/scores": signedIn(),
  "GET /api/live/international-soccer": signedIn(),
  "GET /api/live/leagues/:league": { ...signedIn(), request: () => ({ path: "/api/live/leagues/nba" }) },
  "GET /api/live/news": signedIn(),
  "GET /api/live/games/:id/now": {
    ...signedIn(),
    request: async (w) => ({ path: `/api/live/games/${await w.onBoard()}/now` }),
  },
  // Only images of listed articles are served; the matrix app's sample news lists none.
  "GET /api/news/image": {
    ...signedIn(404),
    request: () => ({ path: `/api/news/image?src=${encodeURIComponent("https://a.espncdn.com/photo/x.jpg")}` }),
  },

  // users
  "GET /api/users/:id": { ...signedIn(), request: (w) => ({ path: `/api/users/${w.owner.id}` }) },
  "GET /api/users/me": signedIn(),
  "PATCH /api/users/me": {
    ...signedIn(),
    request: () => ({ path: "/api/users/me", body: { timeZone: "Europe/London" } }),
  },
  "GET /api/users/:id/stats": { ...signedIn(), request: (w) => ({ path: `/api/users/${w.owner.id}/stats` }) },
  "PATCH /api/users/:id": {
    ...ownerOnly(403),
    request: (w) => ({ path: `/api/users/${w.owner.id}`, body: { location: "Leeds" } }),
  },

  // blocks and mutes: each request targets a fresh account, so no other entry is affected
  "GET /api/users/me/export": signedIn(),
  "DELETE /api/users/me": {
    // The owner deletes an account of its own; the stranger sends a password that is not theirs
    // (the world's accounts share one password: a stranger sending it would delete itself).
    anon: 401,
    other: 403,
    owner: 200,
    request: async (w, role) => {
      if (role !== "owner") return { path: "/api/users/me", body: { password: "Not-their-password-1" } };
      const fresh = await w.account();
      return {
        path: "/api/users/me",
        body: { password: fresh.password },
        cookie: `fz_session=${fresh.client.cookie("fz_session")}`,
      };
    },
  },
  "POST /api/users/me/password": {
    // As deletion: the owner changes the password of an account of its own (the world's accounts
    // keep theirs); the stranger sends a password that is not theirs.
    anon: 401,
    other: 403,
    owner: 200,
    request: async (w, role) => {
      const change = (currentPassword: string) => ({ currentPassword, newPassword: "Matrix-Fresh-Pass-9" });
      if (role !== "owner") return { path: "/api/users/me/password", body: change("Not-their-password-1") };
      const fresh = await w.account();
      return {
        path: "/api/users/me/password",
        body: change(fresh.password),
        cookie: `fz_session=${fresh.client.cookie("fz_session")}`,
      };
    },
  },
  "GET /api/users/me/blocks": signedIn(),
  "GET /api/users/me/mutes": signedIn(),
  "POST /api/users/:id/block": {
    ...signedIn(),
    request: async (w) => ({ path: `/api/users/${(await w.account()).id}/block` }),
  },
  "DELETE /api/users/:id/block": {
    ...signedIn(),
    request: async (w) => ({ path: `/api/users/${(await w.account()).id}/block` }),
  },
  "POST /api/users/:id/mute": {
    ...signedIn(),
    request: async (w) => ({ path: `/api/users/${(await w.account()).id}/mute` }),
  },
  "DELETE /api/users/:id/mute": {
    ...signedIn(),
    request: async (w) => ({ path: `/api/users/${(await w.account()).id}/mute` }),
  },

  // friends: "owner" is the user the request was sent to (or the friend)
  "GET /api/friends": signedIn(),
  "GET /api/friends/requests": signedIn(),
  "GET /api/friends/find": { ...signedIn(), request: () => ({ path: "/api/friends/find?q=matrix" }) },
  "POST /api/friends/request": {
    ...signedIn(),
    request: async (w) => ({ path: "/api/friends/request", body: { friendId: (await w.account()).id } }),
  },
  "POST /api/friends/accept": {
    ...ownerOnly(404),
    request: async (w) => {
      const asker = await w.account();
      await w.friendRequest(asker, w.owner);
      return { path: "/api/friends/accept", body: { friendId: asker.id } };
    },
  },
  "POST /api/friends/decline": {
    ...ownerOnly(404),
    request: async (w) => {
      const asker = await w.account();
      await w.friendRequest(asker, w.owner);
      return { path: "/api/friends/decline", body: { friendId: asker.id } };
    },
  },
  "POST /api/friends/unfriend": {
    ...ownerOnly(404),
    request: async (w) => {
      const friend = await w.account();
      await w.friendRequest(friend, w.owner);
      await w.friendRequest(w.owner, friend); // asking back accepts
      return { path: "/api/friends/unfriend", body: { friendId: friend.id } };
    },
  },

  // communities
  "GET /api/communities": signedIn(),
  "GET /api/communities/user/:userId": {
    ...signedIn(),
    request: (w) => ({ path: `/api/communities/user/${w.owner.id}` }),
  },
  "POST /api/communities": {
    ...signedIn(201),
    request: (w) => ({
      path: "/api/communities",
      body: { name: `Matrix new ${w.uniqueRegistration().username}`, sport: "soccer" },
    }),
  },
  "GET /api/communities/:id": {
    // A private community's card is visible so that people can ask to join.
    ...signedIn(),
    request: (w) => ({ path: `/api/communities/${w.privateCommunityId}` }),
  },
  "POST /api/communities/:id/join": {
    ...signedIn(),
    request: (w) => ({ path: `/api/communities/${w.publicCommunityId}/join` }),
  },
  "POST /api/communities/:id/leave": {
    // Leaving a community one is not in changes nothing: 200 (idempotent).
    ...signedIn(),
    request: async (w) => {
      const host = await w.account();
      const id = await w.community(host, false);
      await w.owner.client.post(`/api/communities/${id}/join`);
      return { path: `/api/communities/${id}/leave` };
    },
  },
  "GET /api/communities/:id/members": {
    ...ownerOnly(403),
    request: (w) => ({ path: `/api/communities/${w.privateCommunityId}/members` }),
  },
  "GET /api/communities/:id/requests": {
    ...ownerOnly(403),
    request: (w) => ({ path: `/api/communities/${w.privateCommunityId}/requests` }),
  },
  "POST /api/communities/:id/requests/:userId/approve": {
    ...ownerOnly(403),
    request: async (w) => {
      const { communityId, requesterId } = await w.pendingJoin();
      return { path: `/api/communities/${communityId}/requests/${requesterId}/approve` };
    },
  },
  "POST /api/communities/:id/requests/:userId/decline": {
    ...ownerOnly(403),
    request: async (w) => {
      const { communityId, requesterId } = await w.pendingJoin();
      return { path: `/api/communities/${communityId}/requests/${requesterId}/decline` };
    },
  },

  // events: an event of a private community is for its members only
  "GET /api/events": signedIn(),
  "GET /api/events/user/:userId": { ...signedIn(), request: (w) => ({ path: `/api/events/user/${w.owner.id}` }) },
  "POST /api/events": {
    ...signedIn(201),
    request: () => ({
      path: "/api/events",
      body: {
        title: "Matrix event",
        description: "",
        sport: "soccer",
        location: "The Anchor",
        eventDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      },
    }),
  },
  "GET /api/events/:eventId": { ...ownerOnly(404), request: (w) => ({ path: `/api/events/${w.privateEventId}` }) },
  "POST /api/events/:eventId/rsvp": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}/rsvp`, body: { status: "maybe" } }),
  },
  "DELETE /api/events/:eventId/rsvp": {
    ...ownerOnly(404),
    request: async (w) => ({ path: `/api/events/${await w.event(w.owner, w.privateCommunityId)}/rsvp` }),
  },
  "PATCH /api/events/:eventId": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}`, body: { location: "The Anchor, back room" } }),
  },
  "POST /api/events/:eventId/waitlist": {
    // A full public event of someone else: anyone signed in may wait for a place.
    ...signedIn(),
    request: async (w) => {
      const host = await w.account();
      const res = await host.client.post("/api/events", {
        title: "Matrix full house",
        sport: "soccer",
        location: "The Anchor",
        eventDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        maxAttendees: 1,
      });
      return { path: `/api/events/${res.json.id}/waitlist` };
    },
  },
  "GET /api/events/:id/party-delay": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}/party-delay` }),
  },
  "PUT /api/events/:id/party-delay": {
    // The host of a watch party in a private community: a stranger cannot see it.
    ...ownerOnly(404),
    request: async (w) => ({
      path: `/api/events/${await w.event(w.owner, w.privateCommunityId, await w.onBoard())}/party-delay`,
      body: { delaySeconds: 30 },
    }),
  },
  "PUT /api/events/:id/party-delay/opt-out": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}/party-delay/opt-out`, body: { optedOut: true } }),
  },
  "GET /api/events/:eventId/attendees": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}/attendees` }),
  },
  "GET /api/events/:eventId/calendar.ics": {
    ...ownerOnly(404),
    request: (w) => ({ path: `/api/events/${w.privateEventId}/calendar.ics` }),
  },

  // posts
  "GET /api/posts/feed": signedIn(),
  "GET /api/posts/:id": { ...signedIn(), request: (w) => ({ path: `/api/posts/${w.postId}` }) },
  "GET /api/posts/user/:userId": { ...signedIn(), request: (w) => ({ path: `/api/posts/user/${w.owner.id}` }) },
  "POST /api/posts": { ...signedIn(201), request: () => ({ path: "/api/posts", body: { content: "Matrix says hi" } }) },
  "PATCH /api/posts/:id": {
    ...ownerOnly(403),
    request: async (w) => ({ path: `/api/posts/${await w.post(w.owner)}`, body: { content: "Matrix, edited" } }),
  },
  "PATCH /api/posts/:id/comments/:commentId": {
    ...ownerOnly(403),
    request: async (w) => ({
      path: `/api/posts/${w.postId}/comments/${await w.comment(w.owner, w.postId)}`,
      body: { content: "Matrix comment, edited" },
    }),
  },
  "DELETE /api/posts/:id": {
    ...ownerOnly(403, 204),
    request: async (w) => ({ path: `/api/posts/${await w.post(w.owner)}` }),
  },
  "POST /api/posts/:id/like": { ...signedIn(), request: (w) => ({ path: `/api/posts/${w.postId}/like` }) },
  "PUT /api/posts/:id/like": { ...signedIn(), request: (w) => ({ path: `/api/posts/${w.postId}/like` }) },
  "DELETE /api/posts/:id/like": { ...signedIn(), request: (w) => ({ path: `/api/posts/${w.postId}/like` }) },
  "GET /api/posts/:id/comments": { ...signedIn(), request: (w) => ({ path: `/api/posts/${w.postId}/comments` }) },
  "POST /api/posts/:id/comments": {
    ...signedIn(201),
    request: (w) => ({ path: `/api/posts/${w.postId}/comments`, body: { content: "Matrix comment" } }),
  },
  "DELETE /api/posts/:id/comments/:commentId": {
    ...ownerOnly(403, 204),
    request: async (w) => ({ path: `/api/posts/${w.postId}/comments/${await w.comment(w.owner, w.postId)}` }),
  },

  // game centre
  "GET /api/games/:id": { ...signedIn(), request: (w) => ({ path: `/api/games/${w.upcomingGameId}` }) },
  "GET /api/games/:id/comments": {
    ...signedIn(),
    request: (w) => ({ path: `/api/games/${w.upcomingGameId}/comments` }),
  },
  "POST /api/games/:id/comments": {
    ...signedIn(201),
    request: (w) => ({ path: `/api/games/${w.upcomingGameId}/comments`, body: { content: "Matrix cheer" } }),
  },
  "DELETE /api/games/:id/comments/:commentId": {
    ...ownerOnly(403, 204),
    request: async (w) => ({
      path: `/api/games/${w.upcomingGameId}/comments/${await w.gameComment(w.owner, w.upcomingGameId)}`,
    }),
  },
  "GET /api/games/:id/prediction": {
    ...signedIn(),
    request: (w) => ({ path: `/api/games/${w.upcomingGameId}/prediction` }),
  },
  "POST /api/games/:id/prediction": {
    ...signedIn(),
    request: (w) => ({ path: `/api/games/${w.upcomingGameId}/prediction`, body: { winner: "home" } }),
  },
  "GET /api/leaderboards": signedIn(),

  // notifications, Web Push, spoiler shield: always the session user's own
  "GET /api/notifications": signedIn(),
  "POST /api/notifications/read": {
    ...signedIn(),
    request: () => ({ path: "/api/notifications/read", body: { all: true } }),
  },
  "GET /api/notifications/preferences": signedIn(),
  "PUT /api/notifications/preferences": {
    ...signedIn(),
    request: () => ({
      path: "/api/notifications/preferences",
      body: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { inApp: true, push: false }])),
    }),
  },
  "GET /api/push/subscriptions": signedIn(),
  "POST /api/push/subscriptions": {
    ...signedIn(),
    request: () => ({
      path: "/api/push/subscriptions",
      body: {
        endpoint: `https://${MATRIX_PUSH_HOST}/matrix/${randomUUID()}`,
        keys: {
          p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    }),
  },
  "DELETE /api/push/subscriptions": {
    ...signedIn(),
    request: () => ({ path: "/api/push/subscriptions", body: { endpoint: `https://${MATRIX_PUSH_HOST}/matrix/none` } }),
  },
  "GET /api/users/me/spoiler-shield": signedIn(),
  "PUT /api/users/me/spoiler-shield": {
    ...signedIn(),
    request: () => ({ path: "/api/users/me/spoiler-shield", body: { teamIds: [] } }),
  },
  // alerts (issue #37): one's own settings only (following a player of the world's team too)
  "GET /api/alerts": signedIn(),
  "PUT /api/alerts": {
    ...signedIn(),
    request: (w) => ({ path: "/api/alerts", body: { delaySeconds: 0, players: [{ playerId: `sim-${w.teamId}-1` }] } }),
  },

  // reports and moderation: for the admin routes the owner role is the administrator
  "POST /api/reports": {
    // Each role reports a fresh post of a third user (one open report per reporter and subject).
    ...signedIn(201),
    request: async (w) => ({
      path: "/api/reports",
      body: { subject: { kind: "post", id: await w.post(await w.account()) }, reason: "spam" },
    }),
  },
  "GET /api/admin/reports": {
    ...adminOnly(),
    request: (w, role) => ({ path: "/api/admin/reports", cookie: w.adminCookie(role) }),
  },
  "POST /api/admin/reports/:id/dismiss": {
    ...adminOnly(),
    request: async (w, role) => ({
      path: `/api/admin/reports/${await w.report()}/dismiss`,
      cookie: w.adminCookie(role),
    }),
  },
  "POST /api/admin/reports/:id/remove": {
    ...adminOnly(),
    request: async (w, role) => ({
      path: `/api/admin/reports/${await w.report()}/remove`,
      cookie: w.adminCookie(role),
    }),
  },
  "POST /api/admin/users/:id/suspend": {
    ...adminOnly(),
    request: async (w, role) => ({
      path: `/api/admin/users/${(await w.account()).id}/suspend`,
      body: { until: null, reason: "Matrix" },
      cookie: w.adminCookie(role),
    }),
  },
  "POST /api/admin/users/:id/unsuspend": {
    ...adminOnly(),
    request: async (w, role) => {
      const user = await w.account();
      const res = await w.admin.client.post(`/api/admin/users/${user.id}/suspend`, { until: null, reason: "Matrix" });
      if (res.status !== 200) throw new Error(`suspend failed: ${res.status} ${res.text}`);
      return { path: `/api/admin/users/${user.id}/unsuspend`, cookie: w.adminCookie(role) };
    },
  },
  "GET /api/admin/audit": {
    ...adminOnly(),
    request: (w, role) => ({ path: "/api/admin/audit", cookie: w.adminCookie(role) }),
  },
};
