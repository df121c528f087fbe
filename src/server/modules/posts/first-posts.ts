// The feed's first posts written into the /posts page a signed-in fan is sent, so the first post
// is painted from the HTML rather than after the scripts, the session and the feed
// (docs/decisions/1010-first-posts-in-the-page.md). The posts are the feed's first page exactly as
// GET /api/posts/feed answers it to this viewer (the same service call: blocks, mutes and
// moderation as there); the markup is the web app's own cards, rendered by a module the build
// makes of them (scripts/build-ssr.mjs -> dist/ssr/first-posts.js), loaded here by path.
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { Post } from "@shared/schemas/posts";
import type { FirstPosts } from "../../plugins/web-app";
import { SESSION_COOKIE, resolveSession } from "../auth/session.service";
import * as posts from "./posts.service";

/** The feed's first page, as the app asks for it (features/posts/api/feed.ts) and the page preloads it. */
const FEED_FIRST_PAGE = 10;

/** Renders the cards of the first posts to HTML, in `locale`, as `viewerId` sees them. */
export type RenderFirstPosts = (input: {
  posts: Post[];
  viewerId: number;
  locale: Locale;
  now: number;
}) => Promise<string>;

/** The built renderer at `file`, loaded on first use; null when the build made none (then no page gets posts). */
export function firstPostsRenderer(file: string): RenderFirstPosts | null {
  if (!fs.existsSync(file)) return null;
  let loaded: Promise<RenderFirstPosts> | null = null;
  return async (input) => {
    loaded ??= import(pathToFileURL(file).href).then((m: { renderFirstPosts: RenderFirstPosts }) => m.renderFirstPosts);
    return (await loaded)(input);
  };
}

/**
 * The first posts of the request's viewer (the session of its cookie, checked as for any API
 * request) as markup for the page (web-app.ts); null without a session; undefined without a renderer.
 */
export function feedFirstPosts(app: FastifyInstance, render: RenderFirstPosts | null): FirstPosts | undefined {
  if (!render) return undefined;
  return async (req, locale) => {
    const session = await resolveSession(app, req.cookies?.[SESSION_COOKIE]);
    if (!session) return null;
    const page = await posts.feed(app.db, session.userId, { limit: FEED_FIRST_PAGE });
    return render({ posts: page.items, viewerId: session.userId, locale, now: Date.now() });
  };
}
