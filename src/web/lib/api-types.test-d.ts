// Type-level tests of the typed API client, checked by `npm run typecheck` (nothing here runs).
// When a route's schema changes and `npm run api:types` regenerates the description, a field the
// web reads that is renamed, a path that moves or a body that changes fails here or at the call.
import type { CommunityDetail } from "@shared/schemas/communities";
import type { ReportReason } from "@shared/schemas/moderation";
import type { FanEvent } from "@shared/schemas/events";
import type { Game } from "@shared/schemas/live";
import type { Post, PostPage } from "@shared/schemas/posts";
import type { UserResponse } from "@shared/schemas/user";
import { apiRequest } from "./api";
import { useApiQuery } from "./api-query";
import type { ApiBody, ApiCallResponse, ApiKeyData, ApiPathOf, ApiResponse } from "./api-types";

/** True when A and B accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

// The description's answers are the shared types the screens render with, field for field.
export type _Answers = [
  Assert<Same<ApiResponse<"/api/posts/{id}", "GET">, Post>>,
  Assert<Same<ApiResponse<"/api/posts/feed", "GET">, PostPage>>,
  Assert<Same<ApiResponse<"/api/events/{eventId}", "GET">, FanEvent>>,
  Assert<Same<ApiResponse<"/api/communities/{id}", "GET">, CommunityDetail>>,
  Assert<Same<ApiResponse<"/api/live/scores", "GET">, Game[]>>,
  Assert<Same<ApiResponse<"/api/auth/me", "GET">, UserResponse>>,
  // A record keyed by an enum names every key.
  Assert<Same<ApiResponse<"/api/admin/reports", "GET">["items"][number]["reasons"], Record<ReportReason, number>>>,
];

// A URL finds the template it fills, the narrowest one when several match.
export type _Paths = [
  Assert<Same<ApiPathOf<`/api/posts/${number}`, "GET">, "/api/posts/{id}">>,
  Assert<Same<ApiPathOf<`/api/posts/feed?${string}`, "GET">, "/api/posts/feed">>,
  Assert<Same<ApiPathOf<"/api/users/me", "PATCH">, "/api/users/me">>,
  Assert<Same<ApiPathOf<`/api/users/${number}`, "PATCH">, "/api/users/{id}">>,
  Assert<Same<ApiPathOf<`/api/games/${string}/comments?${string}`, "GET">, "/api/games/{id}/comments">>,
  Assert<Same<ApiPathOf<`/api/games/${string}?reveal=1`, "GET">, "/api/games/{id}">>,
];

// A call's answer, and a read's by its key (the default query function GETs the joined key).
export type _Calls = [
  Assert<Same<ApiCallResponse<"POST", `/api/posts/${number}/like`>, ApiResponse<"/api/posts/{id}/like", "POST">>>,
  Assert<Same<ApiCallResponse<"DELETE", `/api/posts/${number}`>, undefined>>,
  Assert<Same<ApiKeyData<readonly ["/api/posts", number]>, Post>>,
  Assert<Same<ApiKeyData<readonly ["/api/users", number, "stats"]>, ApiResponse<"/api/users/{id}/stats", "GET">>>,
  Assert<Same<ApiBody<"/api/posts/{id}/comments", "POST">, { content: string }>>,
];

/** What the compiler refuses (a hook, for its reads); never called. */
export function useRefusedCalls(postId: number, gameId: string) {
  // @ts-expect-error no such path
  void apiRequest("GET", `/api/post/${postId}`);
  // @ts-expect-error a post's id is a number
  void apiRequest("GET", `/api/posts/${gameId}`);
  // @ts-expect-error posts are not replaced with PUT
  void apiRequest("PUT", `/api/posts/${postId}`, { content: "x" });
  // @ts-expect-error a comment needs its body
  void apiRequest("POST", `/api/posts/${postId}/comments`);
  // @ts-expect-error the body's field is `content`
  void apiRequest("POST", `/api/posts/${postId}/comments`, { text: "x" });
  // @ts-expect-error a like takes no body
  void apiRequest("POST", `/api/posts/${postId}/like`, {});
  // @ts-expect-error the answer has no such field
  void apiRequest("GET", `/api/posts/${postId}`).then((p) => p.likes);
  // @ts-expect-error a query key must be a GET URL of the API
  useApiQuery({ queryKey: ["/api/post", postId] });
  // @ts-expect-error the answer of the key has no such field
  void useApiQuery({ queryKey: ["/api/posts", postId] }).data?.likes;
}
