import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_NOT_OURS_MESSAGE } from "@shared/schemas/posts";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";

let t: TestApp;
let teams: Awaited<ReturnType<typeof pickCatalogueTeams>>;
beforeAll(async () => {
  t = await startTestApp();
  teams = await pickCatalogueTeams(t.app, 2);
});
afterAll(async () => t?.close());

async function signedIn(firstName = "Poster") {
  const c = t.client();
  const reg = await c.registerFresh({ firstName });
  return { c, id: reg.user.id };
}

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append("image", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fd;
}

const photo = (w = 64, h = 48, format: "jpeg" | "png" | "webp" | "gif" = "jpeg") =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe("create posts", () => {
  it("creates from JSON (profile) with team and sport, author shown, both counter spellings", async () => {
    const { c, id } = await signedIn("Jordan");
    const res = await c.post("/api/posts", { content: "  What a game!  ", teamId: teams[1]!.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      userId: id,
      content: "What a game!",
      sport: "basketball",
      teamId: teams[1]!.id,
      team: { name: teams[1]!.name },
      likeCount: 0,
      likesCount: 0,
      commentCount: 0,
      commentsCount: 0,
      isLiked: false,
      comments: [],
      firstName: "Jordan",
      author: { id, firstName: "Jordan" },
    });
  });

  it.each([
    [{ content: "" }, "Content is required"],
    [{ content: "   " }, "Content is required"],
    [{}, "Content is required"],
    [{ content: "x".repeat(501) }, "Content must be less than 500 characters"],
    [{ content: "ok", imageUrl: "javascript:alert(1)" }, IMAGE_NOT_OURS_MESSAGE],
    [{ content: "ok", imageUrl: "ftp://example.com/a.png" }, IMAGE_NOT_OURS_MESSAGE],
    [{ content: "ok", imageUrl: "https://example.com/p.jpg" }, IMAGE_NOT_OURS_MESSAGE],
  ])("JSON %o answers 400 with the SPEC message", async (body, message) => {
    const { c } = await signedIn();
    const res = await c.post("/api/posts", body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("accepts exactly 500 characters, kept verbatim", async () => {
    const { c } = await signedIn();
    const html = "<img src=x onerror=alert(1)> & <b>bold</b>";
    const res = await c.post("/api/posts", { content: html + "x".repeat(500 - html.length) });
    expect(res.status).toBe(201);
    expect(res.json.content.startsWith(html)).toBe(true);
    expect(res.json.imageUrl).toBeNull();
  });

  it("multipart errors carry both message and error", async () => {
    const { c } = await signedIn();
    const res = await c.post("/api/posts", form({ content: "" }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: "Content is required", error: "Content is required" });
  });

  it("refuses posting as someone else and an unknown team", async () => {
    const other = await signedIn();
    const { c } = await signedIn();
    expect((await c.post("/api/posts", { content: "hi", userId: other.id })).status).toBe(403);
    const team = await c.post("/api/posts", { content: "hi", teamId: 2_100_000_000 });
    expect(team.status).toBe(400);
    expect(team.json.message).toBe("Unknown team");
    expect((await t.client().post("/api/posts", { content: "hi" })).status).toBe(401);
  });
});

describe("image uploads", () => {
  it("re-encodes, resizes and strips EXIF/GPS; served with long-lived cache headers", async () => {
    const { c } = await signedIn();
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({
        IFD0: { Artist: "Secret Person", Copyright: "me" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const res = await c.post(
      "/api/posts",
      form({ content: "From the stands", sport: "soccer" }, { bytes: big, name: "IMG_1.jpg", type: "image/jpeg" }),
    );
    expect(res.status).toBe(201);
    expect(res.json.imageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.webp$/);
    const img = await fetch(t.baseUrl + res.json.imageUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await img.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret Person"))).toBe(false);
  });

  it.each(["png", "webp", "gif"] as const)("accepts %s judged by its bytes, whatever its name", async (format) => {
    const { c } = await signedIn();
    const res = await c.post(
      "/api/posts",
      form({ content: `a ${format}` }, { bytes: await photo(40, 30, format), name: "upload.txt", type: "text/plain" }),
    );
    expect(res.status).toBe(201);
    expect(res.json.imageUrl).toMatch(/\.webp$/);
  });

  it("refuses a text file renamed .png, an SVG and a truncated image, leaving no post", async () => {
    const { c, id } = await signedIn();
    const fake = await c.post(
      "/api/posts",
      form({ content: "fake" }, { bytes: Buffer.from("just some text, honest"), name: "cat.png", type: "image/png" }),
    );
    expect(fake.status).toBe(415);
    expect(fake.json).toMatchObject({
      message: "Only JPEG, PNG, WebP and GIF images can be uploaded",
      error: "Only JPEG, PNG, WebP and GIF images can be uploaded",
    });
    const svg = await c.post(
      "/api/posts",
      form(
        { content: "svg" },
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: "a.svg",
          type: "image/svg+xml",
        },
      ),
    );
    expect(svg.status).toBe(415);
    const jpeg = await photo(200, 200);
    const cut = await c.post(
      "/api/posts",
      form({ content: "cut" }, { bytes: jpeg.subarray(0, 200), name: "a.jpg", type: "image/jpeg" }),
    );
    expect(cut.status).toBe(400);
    expect(cut.json.error).toBe("This image could not be read. Please choose another file.");
    expect((await c.get(`/api/posts/user/${id}`)).json.items).toEqual([]);
  });

  it("refuses an image over 5 MB with 413", async () => {
    const { c, id } = await signedIn();
    const header = await photo(8, 8);
    const huge = Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await c.post(
      "/api/posts",
      form({ content: "huge" }, { bytes: huge, name: "huge.jpg", type: "image/jpeg" }),
    );
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ message: "Images must be at most 5 MB", error: "Images must be at most 5 MB" });
    expect((await c.get(`/api/posts/user/${id}`)).json.items).toEqual([]);
  });

  it("answers 404 for unknown media keys", async () => {
    expect((await fetch(`${t.baseUrl}/api/media/00000000-0000-0000-0000-000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe("feed", () => {
  it("newest first, sport filter by the server, keyset pages without gaps or repeats", async () => {
    const { c } = await signedIn();
    const sport = `curling${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 6)}`;
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push((await c.post("/api/posts", { content: `post ${i}`, sport })).json.id);
    await c.post("/api/posts", { content: "other sport", sport: "hockey" });
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; json: { items: { id: number; sport: string }[]; nextCursor: string | null } } =
        await c.get(`/api/posts/feed?sport=${sport}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.json.items.every((p) => p.sport === sport)).toBe(true);
      seen.push(...res.json.items.map((p) => p.id));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...made].reverse());
    expect(pages).toBe(3);
    const all = await c.get("/api/posts/feed?limit=2");
    expect(all.json.items).toHaveLength(2);
    expect(new Date(all.json.items[0].createdAt) >= new Date(all.json.items[1].createdAt)).toBe(true);
    expect((await c.get("/api/posts/feed?limit=1000")).status).toBe(400);
    expect((await c.get("/api/posts/feed?cursor=garbage")).status).toBe(400);
    expect((await t.client().get("/api/posts/feed")).status).toBe(401);
  });

  it("a user's posts are newest first; unknown user 404", async () => {
    const { c, id } = await signedIn();
    await c.post("/api/posts", { content: "one" });
    await c.post("/api/posts", { content: "two" });
    const res = await t.client();
    await res.registerFresh();
    const list = await res.get(`/api/posts/user/${id}`);
    expect(list.json.items.map((p: { content: string }) => p.content)).toEqual(["two", "one"]);
    expect((await res.get("/api/posts/user/2100000000")).status).toBe(404);
  });
});

describe("likes", () => {
  it("toggles, shows isLiked per viewer, PUT/DELETE are idempotent", async () => {
    const author = await signedIn();
    const fan = await signedIn();
    const post = (await author.c.post("/api/posts", { content: "like me" })).json;
    expect((await fan.c.post(`/api/posts/${post.id}/like`)).json).toEqual({ liked: true, likeCount: 1, likesCount: 1 });
    const seen = (await fan.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    expect(seen).toMatchObject({ isLiked: true, likeCount: 1, likesCount: 1 });
    expect((await author.c.get(`/api/posts/user/${author.id}`)).json.items[0].isLiked).toBe(false);
    expect((await fan.c.post(`/api/posts/${post.id}/like`)).json).toEqual({
      liked: false,
      likeCount: 0,
      likesCount: 0,
    });
    expect((await fan.c.request("PUT", `/api/posts/${post.id}/like`)).json.likeCount).toBe(1);
    expect((await fan.c.request("PUT", `/api/posts/${post.id}/like`)).json.likeCount).toBe(1);
    expect((await fan.c.delete(`/api/posts/${post.id}/like`)).json.likeCount).toBe(0);
    expect((await fan.c.delete(`/api/posts/${post.id}/like`)).json.likeCount).toBe(0);
    expect((await fan.c.post("/api/posts/2100000000/like")).status).toBe(404);
  });

  it("stays exact under concurrent toggles", async () => {
    const author = await signedIn();
    const post = (await author.c.post("/api/posts", { content: "viral" })).json;
    const fans: TestClient[] = [];
    for (let i = 0; i < 12; i++) fans.push((await signedIn()).c);
    // Every fan likes at once; then every fan toggles 5 more times at once.
    await Promise.all(fans.map((f) => f.post(`/api/posts/${post.id}/like`)));
    let now = (await author.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    expect(now.likeCount).toBe(12);
    const toggles = await Promise.all(
      fans.flatMap((f) => Array.from({ length: 5 }, () => f.post(`/api/posts/${post.id}/like`))),
    );
    expect(toggles.every((r) => r.status === 200)).toBe(true);
    now = (await author.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    // 1 + 5 toggles per fan = 6: an even number, so nobody likes it any more.
    expect(now.likeCount).toBe(0);
    const again = await Promise.all(fans.slice(0, 7).map((f) => f.request("PUT", `/api/posts/${post.id}/like`)));
    expect(again.every((r) => r.status === 200)).toBe(true);
    now = (await author.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    expect(now.likeCount).toBe(7);
  });
});

describe("comments", () => {
  it("adds a comment with its author; shows in the post at once; SPEC messages", async () => {
    const author = await signedIn();
    const fan = await signedIn("Casey");
    const post = (await author.c.post("/api/posts", { content: "Thoughts?" })).json;
    const res = await fan.c.post(`/api/posts/${post.id}/comments`, { content: "<b>Great</b> call" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      postId: post.id,
      userId: fan.id,
      content: "<b>Great</b> call",
      firstName: "Casey",
    });
    const seen = (await author.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    expect(seen).toMatchObject({ commentCount: 1, commentsCount: 1 });
    expect(seen.comments.map((x: { content: string }) => x.content)).toEqual(["<b>Great</b> call"]);
    const empty = await fan.c.post(`/api/posts/${post.id}/comments`, { content: " " });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Comment is required");
    const long = await fan.c.post(`/api/posts/${post.id}/comments`, { content: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Comment must be less than 200 characters");
    expect((await fan.c.post(`/api/posts/${post.id}/comments`, { content: "x".repeat(200) })).status).toBe(201);
    expect((await fan.c.post("/api/posts/2100000000/comments", { content: "hi" })).status).toBe(404);
    const list = await fan.c.get(`/api/posts/${post.id}/comments?limit=1`);
    expect(list.json.items).toHaveLength(1);
    expect(list.json.nextCursor).toBeTruthy();
  });

  it("only authors delete their own posts and comments", async () => {
    const author = await signedIn();
    const fan = await signedIn();
    const post = (await author.c.post("/api/posts", { content: "mine" })).json;
    const comment = (await fan.c.post(`/api/posts/${post.id}/comments`, { content: "theirs" })).json;
    expect((await author.c.delete(`/api/posts/${post.id}/comments/${comment.id}`)).status).toBe(403);
    expect((await fan.c.delete(`/api/posts/${post.id}`)).status).toBe(403);
    expect((await fan.c.delete(`/api/posts/${post.id}/comments/${comment.id}`)).status).toBe(204);
    expect((await author.c.get(`/api/posts/user/${author.id}`)).json.items[0]).toMatchObject({
      commentCount: 0,
      comments: [],
    });
    expect((await author.c.delete(`/api/posts/${post.id}`)).status).toBe(204);
    expect((await author.c.get(`/api/posts/user/${author.id}`)).json.items).toEqual([]);
    expect((await author.c.delete(`/api/posts/${post.id}`)).status).toBe(404);
  });
});
