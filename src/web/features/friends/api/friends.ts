import { friendRequestsRead, friendsRead } from "@shared/first-screen/reads";
import { useApiQuery } from "@web/lib/api-query";

/** GET /api/friends: the signed-in user's friends. */
export const friendsKey = friendsRead.queryKey;
export const useFriends = () => useApiQuery({ queryKey: friendsKey });

/** GET /api/friends/requests: pending requests to the signed-in user (the client keeps only pending). */
export const friendRequestsKey = friendRequestsRead.queryKey;
export const useFriendRequests = () =>
  useApiQuery({
    queryKey: friendRequestsKey,
    select: (rows) => rows.filter((r) => r.status === "pending"),
  });

/** GET /api/friends/find?q=: runs only when the query is non-empty. */
export const findUsersKey = (q: string) => [`/api/friends/find?q=${encodeURIComponent(q)}`] as const;
export const useFindUsers = (q: string) =>
  useApiQuery({ queryKey: findUsersKey(q.trim()), enabled: q.trim().length > 0 });
