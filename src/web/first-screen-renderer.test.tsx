import { describe, expect, it } from "vitest";
import { QueryClient, hashKey, hydrate } from "@tanstack/react-query";
import type { Locale } from "@shared/i18n/locales";
import type { Post } from "@shared/schemas/posts";
import { FIRST_SCREENS } from "@shared/first-screen/screens";
import { sessionRead } from "@shared/first-screen/session-read";
import { feedRead } from "@shared/first-screen/reads";
import { renderFirstScreen } from "./first-screen-renderer";

// The renderer the server runs (docs/decisions/1420): the answers as the app's query cache, and
// the first posts of /posts drawn as the app's own cards, as the feed list draws them before the
// page is idle, in the viewer's language, the authors' text as text.
const NOW = Date.UTC(2026, 10, 22, 12);
const post = (id: number, over: Partial<Post> = {}): Post => ({
  id,
  userId: 2,
  firstName: "Avery",
  lastName: "Stone",
  username: "avery",
  avatar: null,
  content: `Post ${id}`,
  sport: "soccer",
  teamId: null,
  team: null,
  imageUrl: null,
  createdAt: new Date(NOW - 2 * 3600_000).toISOString(),
  editedAt: null,
  removed: false,
  likeCount: 4,
  likesCount: 4,
  commentCount: 1,
  commentsCount: 1,
  isLiked: false,
  comments: [],
  author: { id: over.userId ?? 2, firstName: "Avery", lastName: "Stone", username: "avery", avatar: null },
  ...over,
});
const cards = (html: string) => html.match(/data-testid="post-card"/g)?.length ?? 0;
const ME = { user: { id: 9 } };

/** The first posts of /posts the renderer draws for `posts`, the feed's first page. */
async function renderFirstPosts({
  posts,
  viewerId,
  locale,
  now,
}: {
  posts: Post[];
  viewerId: number;
  locale: Locale;
  now: number;
}) {
  const answers = [{ read: feedRead("all"), data: { items: posts, nextCursor: null } }];
  const { parts } = await renderFirstScreen({ path: "/posts", locale, viewerId, now, answers });
  return parts["first-posts"] ?? "";
}

describe("the renderer's state", () => {
  it("is the answers under the app's query keys, a paged read as its first page, for the app to hydrate", async () => {
    const feed = { items: [post(1)], nextCursor: "c1" };
    const { state, parts } = await renderFirstScreen({
      path: "/scores",
      locale: "en",
      viewerId: 9,
      now: NOW,
      answers: [
        { read: sessionRead, data: ME },
        { read: feedRead("all"), data: feed },
      ],
    });
    // /scores declares no server part.
    expect(parts).toEqual({});
    const client = new QueryClient();
    hydrate(client, JSON.parse(JSON.stringify(state)));
    expect(client.getQueryData(sessionRead.queryKey)).toEqual(ME);
    expect(client.getQueryData(feedRead("all").queryKey)).toEqual({ pages: [feed], pageParams: [null] });
    expect(client.getQueryState(sessionRead.queryKey)?.dataUpdatedAt).toBe(NOW);
    expect(state.queries.map((q) => q.queryHash).sort()).toEqual(
      [sessionRead, feedRead("all")].map((r) => hashKey(r.queryKey)).sort(),
    );
  });

  it("draws no first posts when the feed was not answered", async () => {
    const { parts } = await renderFirstScreen({ path: "/posts", locale: "en", viewerId: 9, now: NOW, answers: [] });
    expect(parts).toEqual({});
    expect(FIRST_SCREENS["/posts"]!.serverParts).toEqual(["first-posts"]);
  });
});

describe("the first posts", () => {
  it("draws the first three cards of the page, each author's text escaped", async () => {
    const posts = [
      post(1, { content: `<img src=x onerror="alert(1)"> & "quotes"` }),
      ...[2, 3, 4, 5].map((id) => post(id)),
    ];
    const html = await renderFirstPosts({ posts, viewerId: 9, locale: "en", now: NOW });
    expect(cards(html)).toBe(3);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quotes&quot;");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("Post 4");
    expect(html).toContain("2 hours ago");
  });

  it("speaks the viewer's language, and knows their own posts from others'", async () => {
    const html = await renderFirstPosts({
      posts: [post(1, { userId: 9 }), post(2)],
      viewerId: 9,
      locale: "es",
      now: NOW,
    });
    expect(html).toContain("hace 2 horas");
    expect(html).toContain("Fútbol");
    // Their own post can be edited and deleted; another's can be reported.
    expect(html).toContain('aria-label="Editar publicación"');
    expect(html).toContain('aria-label="Denunciar publicación"');
    const fr = await renderFirstPosts({ posts: [post(1)], viewerId: 9, locale: "fr", now: NOW });
    expect(fr).toContain("il y a 2 heures");
  });

  it("draws nothing for an empty feed", async () => {
    expect(await renderFirstPosts({ posts: [], viewerId: 9, locale: "en", now: NOW })).toBe("");
  });
});
