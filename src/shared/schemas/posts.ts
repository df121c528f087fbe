import { z } from "zod";
import { COMMENT_MAX, IMAGE_URL_MAX, POST_MAX } from "../limits";
import { mediaKeyOfLink, mediaUrl } from "../media";
import { cleanString, idSchema, pageQuerySchema } from "./common";

// SPEC §5: "Content is required" / "Content must be less than 500 characters" (500 itself is allowed,
// as in the original product's max(500)).
export const postContentSchema = cleanString({ error: "Content is required", multiline: true })
  .trim()
  .min(1, "Content is required")
  .max(POST_MAX, `Content must be less than ${POST_MAX} characters`);

const content = postContentSchema;

/** Empty strings from forms mean "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const sport = z.preprocess(
  blankToUndefined,
  cleanString()
    .trim()
    .toLowerCase()
    .max(40, "Sport must be at most 40 characters")
    .regex(/^[a-z][a-z -]*$/, "Sport must be a sport name")
    .optional(),
);
const teamId = z.preprocess(blankToUndefined, idSchema.optional());
export const IMAGE_NOT_OURS_MESSAGE =
  "Only images uploaded to FanZone can be shown. Upload the picture instead of linking to it.";
export const IMAGE_NOT_STORED_MESSAGE =
  "This image is not on FanZone (any more). Upload the picture instead of linking to it.";
/** An image stored by this app, sent as its path or full address; stored as the path. */
const imageUrl = z.preprocess(
  blankToUndefined,
  cleanString()
    .trim()
    .max(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`)
    .transform((link, ctx) => {
      const key = mediaKeyOfLink(link);
      if (key) return mediaUrl(key);
      ctx.addIssue({ code: "custom", message: IMAGE_NOT_OURS_MESSAGE });
      return z.NEVER;
    })
    .optional(),
);

/** POST /api/posts (JSON from the profile, or the text fields of the feed's multipart form). */
export const createPostSchema = z.object({
  content,
  sport,
  teamId,
  imageUrl,
  // Identity comes from the session; a differing userId is refused by the route.
  userId: z.preprocess(blankToUndefined, idSchema.optional()),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/**
 * PATCH /api/posts/{id}: the author changes the text (validated as on creation) and, when sent,
 * the sport and team (null clears them). The image stays as it was.
 */
export const editPostSchema = z.object({
  content,
  sport: z.union([z.null(), sport]),
  teamId: z.union([z.null(), teamId]),
});
export type EditPostInput = z.infer<typeof editPostSchema>;

export const commentContentSchema = cleanString({ error: "Comment is required", multiline: true })
  .trim()
  .min(1, "Comment is required")
  .max(COMMENT_MAX, `Comment must be less than ${COMMENT_MAX} characters`);
export const createCommentSchema = z.object({ content: commentContentSchema });
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

export const feedQuerySchema = pageQuerySchema.extend({
  sport: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    cleanString().trim().toLowerCase().max(40).optional(),
  ),
});

export const postIdParamsSchema = z.object({ id: idSchema });
export const commentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

/** SPEC §3 Comment (author flattened in, as the SPEC lists it). */
export const commentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  /** When the author last changed the text; null when never edited. */
  editedAt: z.string().nullable(),
  /** Taken down by a moderator: only its author still sees it, marked as removed. */
  removed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const postAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});

/** SPEC §3 Post: both spellings of the counters are present. */
export const postSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  sport: z.string().nullable(),
  teamId: z.number().int().nullable(),
  team: z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string(), league: z.string() }).nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the author last changed the post; null when never edited. */
  editedAt: z.string().nullable(),
  /** Taken down by a moderator: only its author still sees it, marked as removed. */
  removed: z.boolean(),
  likeCount: z.number().int(),
  likesCount: z.number().int(),
  commentCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
  /** The most recent comments, oldest first (all of them via GET /api/posts/{id}/comments). */
  comments: z.array(commentSchema),
  author: postAuthorSchema,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;
export const commentPageSchema = z.object({ items: z.array(commentSchema), nextCursor: z.string().nullable() });

export const likeResultSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
  likesCount: z.number().int(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;
