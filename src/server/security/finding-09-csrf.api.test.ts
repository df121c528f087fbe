import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Finding 9 of the security review: a hostile page could post "simple" requests (text/plain,
// urlencoded, multipart) with the victim's cookie; nothing looked at Origin or Sec-Fetch-Site.
const FRIENDLY = "https://fans.example";
let t: TestApp;
let author: TestClient;
let fan: TestClient;
let authorId: number;
let postId: number;

beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: FRIENDLY });
  author = t.client();
  fan = t.client();
  authorId = (await author.registerFresh()).user.id;
  await fan.registerFresh();
  postId = (await author.post("/api/posts", { content: "Who is watching tonight?" })).json.id;
});
afterAll(async () => t?.close());

async function likesOfPost() {
  const page = await fan.get(`/api/posts/user/${authorId}`);
  const post = page.json.items.find((p: { id: number }) => p.id === postId);
  return { count: post.likeCount as number, liked: post.isLiked as boolean };
}

const form = (content: string) => {
  const f = new FormData();
  f.set("content", content);
  return f;
};

describe("finding 9: CSRF rests on SameSite=Lax alone", () => {
  it("refuses a text/plain or urlencoded body with 415, and the like stays untouched", async () => {
    const plain = await fan.request("POST", `/api/posts/${postId}/like`, "{}", { "content-type": "text/plain" });
    expect(plain.status).toBe(415);
    expect(plain.json.message).toMatch(/JSON .* or as a form upload/);
    const encoded = await fan.request("POST", `/api/posts/${postId}/like`, "a=1", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(encoded.status).toBe(415);
    const charset = await fan.request("PUT", `/api/posts/${postId}/like`, "x", {
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(charset.status).toBe(415);
    expect(await likesOfPost()).toEqual({ count: 0, liked: false });
  });

  it("refuses unsafe requests from another site by Origin or Sec-Fetch-Site with 403", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of attempts) {
      const like = await fan.request("POST", `/api/posts/${postId}/like`, undefined, headers);
      expect(like.status, JSON.stringify(headers)).toBe(403);
      expect(like.json.message).toBe("Requests from other sites are not accepted.");
      // multipart is a "simple" request too: a hostile form can send it.
      const post = await fan.request("POST", "/api/posts", form("forged post"), headers);
      expect(post.status, JSON.stringify(headers)).toBe(403);
    }
    const del = await author.request("DELETE", `/api/posts/${postId}`, undefined, { origin: "https://evil.example" });
    expect(del.status).toBe(403);
    expect(await likesOfPost()).toEqual({ count: 0, liked: false });
    expect((await fan.get(`/api/posts/user/${authorId}`)).json.items.map((p: { id: number }) => p.id)).toContain(
      postId,
    );
  });

  it("accepts same-origin browsers, ALLOWED_ORIGINS and clients that send neither header", async () => {
    const sameOrigin = await fan.request("PUT", `/api/posts/${postId}/like`, undefined, {
      origin: t.baseUrl,
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.json.liked).toBe(true);
    const listed = await fan.request("DELETE", `/api/posts/${postId}/like`, undefined, {
      origin: FRIENDLY,
      "sec-fetch-site": "cross-site",
    });
    expect(listed.status).toBe(200);
    const fetchSiteOnly = await fan.request("PUT", `/api/posts/${postId}/like`, undefined, {
      "sec-fetch-site": "same-origin",
    });
    expect(fetchSiteOnly.status).toBe(200);
    // curl, tests, server-to-server: no browser, so no victim's cookie to ride on.
    const bare = await fan.request("POST", `/api/posts/${postId}/comments`, { content: "Me!" });
    expect(bare.status).toBe(201);
    const upload = await fan.request("POST", "/api/posts", form("multipart, same origin"), { origin: t.baseUrl });
    expect(upload.status).toBe(201);
    expect(await likesOfPost()).toEqual({ count: 1, liked: true });
  });

  it("leaves reads alone whatever their origin", async () => {
    const read = await fan.request("GET", `/api/posts/${postId}/comments`, undefined, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(read.status).toBe(200);
  });
});
