import { z } from "zod";
import { FRIEND_SEARCH_QUERY_MAX } from "../limits";
import { cleanString, idSchema } from "./common";
import { friendStatusSchema } from "./users";

export const friendActionSchema = z.object({ friendId: idSchema });

export const friendSearchQuerySchema = z.object({
  q: cleanString().trim().min(1, "Type a name or username to search").max(FRIEND_SEARCH_QUERY_MAX),
});

/** SPEC §3 Friend. */
export const friendSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type Friend = z.infer<typeof friendSchema>;

/** SPEC §3 Friend request: the requester, nested and flat. */
export const friendRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.literal("pending"),
  createdAt: z.string(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    avatar: z.string().nullable(),
  }),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** A search hit: a friend-shaped user plus where the two of you stand. */
export const userSearchHitSchema = friendSchema.extend({ friendStatus: friendStatusSchema });
export type UserSearchHit = z.infer<typeof userSearchHitSchema>;

export const friendActionResultSchema = z.object({
  status: friendStatusSchema,
  message: z.string(),
});
export type FriendActionResult = z.infer<typeof friendActionResultSchema>;
