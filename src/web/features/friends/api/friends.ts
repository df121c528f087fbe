import { useQuery } from "@tanstack/react-query";
import type { Friend, FriendRequest, UserSearchHit } from "@shared/schemas/friends";

/** GET /api/friends: the signed-in user's friends. */
export const friendsKey = ["/api/friends"] as const;
export const useFriends = () => useQuery<Friend[]>({ queryKey: friendsKey });

/** GET /api/friends/requests: pending requests to the signed-in user (the client keeps only pending). */
export const friendRequestsKey = ["/api/friends/requests"] as const;
export const useFriendRequests = () =>
  useQuery<FriendRequest[], Error, FriendRequest[]>({
    queryKey: friendRequestsKey,
    select: (rows) => rows.filter((r) => r.status === "pending"),
  });

/** GET /api/friends/find?q=: runs only when the query is non-empty. */
export const findUsersKey = (q: string) => [`/api/friends/find?q=${encodeURIComponent(q)}`] as const;
export const useFindUsers = (q: string) =>
  useQuery<UserSearchHit[]>({ queryKey: findUsersKey(q.trim()), enabled: q.trim().length > 0 });
