import { describe, expect, it } from "vitest";
import type { Post } from "@shared/schemas/posts";
import { renderFirstPosts } from "./first-posts";

// The first posts the server writes into the page of /posts (docs/decisions/1010): the app's own
// cards as the feed list draws them before the page is idle, in the viewer's language, the
// authors' text as text.
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

describe("renderFirstPosts", () => {
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
