import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { userIdParamsSchema, pageQuerySchema } from "@shared/schemas/common";
import {
  commentPageSchema,
  commentParamsSchema,
  commentSchema,
  createCommentSchema,
  createPostSchema,
  editPostSchema,
  feedQuerySchema,
  likeResultSchema,
  postIdParamsSchema,
  postPageSchema,
  postSchema,
} from "@shared/schemas/posts";
import { userWriteLimit } from "../../lib/user-write-limit";
import { countWrite, writeLimit } from "../../lib/write-limits";
import { currentUserId } from "../../lib/session";
import { mediaStorageOf } from "../../providers/media";
import { readMultipartPost } from "./multipart-post";
import { EncodedJson, sendEncodedJson } from "../../lib/encoded-response";
import { watchedReadCache } from "../../lib/read-cache";
import * as posts from "./posts.service";
import { errorResponses, noContent } from "../../lib/openapi-responses";

/** Posts: feed, a user's posts, create (multipart or JSON), delete, like, comments. */
export async function postsModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = mediaStorageOf(root);
  const editLimit = userWriteLimit(root, "post-edits", 60, 10 * 60);
  // The newest posts, shared by every viewer's feed; dropped on every domain event that changes
  // what the feed reads, here or on another instance (docs/decisions/0630 and 1340).
  // It also holds each viewer's pages serialised and compressed, so a viewer's reloads cost no
  // serialising or compressing until something changes (and answer 304 to If-None-Match).
  const feedCache = watchedReadCache(root, "feed", posts.FEED_CHANGES, { ttlMs: 10_000, maxEntries: 5_000 });
  const tags = ["posts"];

  app.get(
    "/api/posts/feed",
    // The hottest read: compiled serialiser instead of re-validating each page.
    {
      schema: {
        summary: "Get the feed, newest first",
        operationId: "getFeed",
        tags,
        querystring: feedQuerySchema,
        response: { 200: postPageSchema },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (req, reply) => {
      const viewerId = currentUserId(req);
      const q = req.query;
      const page = await feedCache.get(
        `page:${viewerId}:${q.sport ?? ""}:${q.limit}:${q.cursor ?? ""}`,
        async () =>
          new EncodedJson(Buffer.from(reply.serialize(await posts.feed(app.db, viewerId, q, feedCache)) as string)),
      );
      sendEncodedJson(req, reply, page);
      return reply;
    },
  );

  app.get(
    "/api/posts/:id",
    {
      schema: {
        summary: "One post with its latest comments",
        description:
          "The post as the feed shows it. A post the viewer may not see (removed by a moderator, or between users who blocked each other) answers 404 exactly like an unknown id.",
        tags: ["posts"],
        operationId: "getPost",
        params: postIdParamsSchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => posts.getPost(app.db, currentUserId(req), req.params.id),
  );

  app.get(
    "/api/posts/user/:userId",
    {
      schema: {
        summary: "List a user's posts",
        operationId: "listUserPosts",
        tags,
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: postPageSchema, ...errorResponses(404) },
      },
    },
    async (req) => posts.userPosts(app.db, currentUserId(req), req.params.userId, req.query),
  );

  // The feed sends multipart (with an optional image file), the profile sends JSON: the body
  // is parsed and validated here rather than by the route schema so both work on one path.
  app.post(
    "/api/posts",
    {
      preHandler: writeLimit(root, "post"),
      // The body is documented (both media types) but validated in the handler.
      config: { multipartErrors: true, documentedBody: createPostSchema },
      schema: {
        summary: "Publish a post, with an optional image (multipart) or as JSON",
        operationId: "createPost",
        tags,
        consumes: ["application/json", "multipart/form-data"],
        response: { 201: postSchema },
      },
    },
    async (req, reply) => {
      const userId = currentUserId(req);
      const { fields, image } = req.isMultipart() ? await readMultipartPost(req) : { fields: req.body, image: null };
      if (image) await countWrite(root, "upload", userId);
      const input = createPostSchema.parse(fields ?? {});
      const post = await posts.createPost(app, storage, userId, input, image);
      return reply.status(201).send(post);
    },
  );

  app.patch(
    "/api/posts/:id",
    {
      preHandler: editLimit,
      schema: {
        summary: "Edit one's own post",
        operationId: "editPost",
        tags,
        params: postIdParamsSchema,
        body: editPostSchema,
        response: { 200: postSchema, ...errorResponses(404) },
      },
    },
    async (req) => posts.editPost(app, currentUserId(req), req.params.id, req.body),
  );

  app.delete(
    "/api/posts/:id",
    {
      schema: {
        summary: "Delete one's own post",
        operationId: "deletePost",
        tags,
        params: postIdParamsSchema,
        response: { 204: noContent("The post is deleted."), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await posts.deletePost(app, storage, currentUserId(req), req.params.id);
      return reply.status(204).send();
    },
  );

  const likeLimit = writeLimit(root, "like");
  const likeRoute = (summary: string, operationId: string) => ({
    preHandler: likeLimit,
    schema: {
      summary,
      operationId,
      tags,
      params: postIdParamsSchema,
      response: { 200: likeResultSchema, ...errorResponses(404) },
    },
  });
  // The author hears of likes and comments through the domain events (the notifications module).
  app.post("/api/posts/:id/like", likeRoute("Toggle one's like of a post", "toggleLike"), async (req) =>
    posts.like(app, currentUserId(req), req.params.id),
  );
  app.put("/api/posts/:id/like", likeRoute("Like a post", "likePost"), async (req) =>
    posts.like(app, currentUserId(req), req.params.id, true),
  );
  app.delete("/api/posts/:id/like", likeRoute("Take back one's like of a post", "unlikePost"), async (req) =>
    posts.like(app, currentUserId(req), req.params.id, false),
  );

  app.get(
    "/api/posts/:id/comments",
    {
      schema: {
        summary: "List a post's comments",
        operationId: "listPostComments",
        tags,
        params: postIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: commentPageSchema, ...errorResponses(404) },
      },
    },
    async (req) => posts.comments(app.db, currentUserId(req), req.params.id, req.query),
  );

  app.post(
    "/api/posts/:id/comments",
    {
      preHandler: writeLimit(root, "comment"),
      schema: {
        summary: "Comment on a post",
        operationId: "addPostComment",
        tags,
        params: postIdParamsSchema,
        body: createCommentSchema,
        response: { 201: commentSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const comment = await posts.addComment(app, currentUserId(req), req.params.id, req.body);
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    "/api/posts/:id/comments/:commentId",
    {
      preHandler: editLimit,
      schema: {
        summary: "Edit one's own comment",
        operationId: "editPostComment",
        tags,
        params: commentParamsSchema,
        body: createCommentSchema,
        response: { 200: commentSchema, ...errorResponses(404) },
      },
    },
    async (req) => posts.editComment(app, currentUserId(req), req.params.id, req.params.commentId, req.body),
  );

  app.delete(
    "/api/posts/:id/comments/:commentId",
    {
      schema: {
        summary: "Delete one's own comment",
        operationId: "deletePostComment",
        tags,
        params: commentParamsSchema,
        response: { 204: noContent("The comment is deleted."), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await posts.deleteComment(app, currentUserId(req), req.params.id, req.params.commentId);
      return reply.status(204).send();
    },
  );
}
