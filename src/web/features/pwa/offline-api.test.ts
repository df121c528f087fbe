import { describe, expect, it } from "vitest";
import { isOfflineApiMessage, isOfflineReadablePath, SW_MESSAGES } from "./offline-api";

describe("reads kept for offline use", () => {
  it.each([
    "/api/live/scores",
    "/api/live/leagues/nba",
    "/api/live/news",
    "/api/posts/feed",
    "/api/posts/user/12",
    "/api/events",
    "/api/events/user/3",
    "/api/communities",
    "/api/communities/user/3",
    "/api/teams",
    "/api/users/7",
    "/api/users/7/favorite-teams",
    "/api/friends",
    "/api/friends/requests",
    "/api/media/abc123",
  ])("keeps %s", (p) => expect(isOfflineReadablePath(p)).toBe(true));

  it.each([
    "/api/auth/me",
    "/api/auth/user",
    "/api/auth/demo-accounts",
    "/api/health",
    "/api/friends/find",
    "/api/users/me/export",
    "/api/eventsx",
    "/api/communitiesfoo",
    "/apix/teams",
    "/",
    "/scores",
  ])("never keeps %s", (p) => expect(isOfflineReadablePath(p)).toBe(false));
});

describe("service worker messages", () => {
  it("recognises only its own message types", () => {
    expect(isOfflineApiMessage({ type: SW_MESSAGES.servedFromCache, url: "/api/teams", savedAt: null })).toBe(true);
    expect(isOfflineApiMessage({ type: SW_MESSAGES.fetchedFresh, url: "/api/teams" })).toBe(true);
    expect(isOfflineApiMessage({ type: SW_MESSAGES.skipWaiting })).toBe(false);
    expect(isOfflineApiMessage("fanzone:served-from-cache")).toBe(false);
    expect(isOfflineApiMessage(null)).toBe(false);
  });
});
