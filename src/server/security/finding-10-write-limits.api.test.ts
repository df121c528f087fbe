import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WRITE_LIMITS, type WriteLimitName } from "../lib/write-limits";
import { DECLINE_COOLDOWN_MS } from "../modules/friends/friends.service";
import { startTestApp, type TestApp } from "../test/test-app";

// Finding 10 of the security review: posts, comments, likes, uploads, friend requests,
// communities, events and RSVPs had no per-user limit; a declined friend request could be
// re-sent at once, forever. The app runs with the real figures here (RATE_LIMIT_SCALE=1).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: "1" });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function fan() {
  const c = t.client();
  const { user } = await c.registerFresh();
  return { c, id: user.id };
}

const MISSING = 2_000_000_000;
const soon = () => new Date(Date.now() + 5 * 24 * 3600_000).toISOString();

/** Sends `send()` until the limit of `name` is used up, then once more: that one answers 429. */
async function exhaust(name: WriteLimitName, send: (i: number) => Promise<{ status: number }>) {
  const { limit, windowSeconds } = WRITE_LIMITS[name];
  for (let i = 0; i < limit; i++) {
    const res = await send(i);
    expect(res.status, `${name} #${i + 1}`).not.toBe(429);
  }
  const over = (await send(limit)) as { status: number; headers: Headers; json: { message: string } };
  expect(over.status, name).toBe(429);
  const retryAfter = Number(over.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(over.json.message).toBe("You are doing that too often. Please wait a moment.");
}

describe("finding 10: no limits on writes", () => {
  it("limits posts, comments and likes per user, refused attempts included", async () => {
    const { c } = await fan();
    await exhaust("post", (i) => c.post("/api/posts", { content: `Match thought ${i}` }));
    const other = await fan();
    const postId = (await other.c.post("/api/posts", { content: "Kick-off!" })).json.id;
    await exhaust("comment", (i) => other.c.post(`/api/posts/${postId}/comments`, { content: `Come on ${i}` }));
    // Likes on a post that does not exist still count: probing costs the same as liking.
    await exhaust("like", (i) =>
      i % 2 ? other.c.request("PUT", `/api/posts/${MISSING}/like`) : other.c.post(`/api/posts/${postId}/like`),
    );
    // Each limit is per user and per kind: the next fan, or another kind of write, is untouched.
    expect((await (await fan()).c.post("/api/posts", { content: "My first post" })).status).toBe(201);
    expect((await c.post(`/api/posts/${postId}/like`)).status).toBe(200);
  });

  it("limits image uploads", async () => {
    const { c } = await fan();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const withImage = (i: number) => {
      const f = new FormData();
      f.set("content", `Photo ${i}`);
      f.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
      return f;
    };
    // Every upload is a post too: the upload limit must bite first to be seen.
    expect(WRITE_LIMITS.upload.limit).toBeLessThan(WRITE_LIMITS.post.limit);
    await exhaust("upload", (i) => c.request("POST", "/api/posts", withImage(i)));
    // A post without an image is still welcome.
    expect((await c.post("/api/posts", { content: "Words only" })).status).not.toBe(429);
  });

  it("limits communities, events, RSVPs and friend requests", async () => {
    const { c } = await fan();
    await exhaust("community", (i) =>
      c.post("/api/communities", {
        name: `Limit club ${i} ${Math.random().toString(36).slice(2, 8)}`,
        description: "A club for the limits test",
        sport: "soccer",
        isPrivate: false,
      }),
    );
    await exhaust("event", (i) =>
      c.post("/api/events", {
        title: `Watch party ${i}`,
        description: "",
        sport: "soccer",
        location: "The Anchor",
        eventDate: soon(),
      }),
    );
    await exhaust("rsvp", (i) =>
      i % 2
        ? c.request("DELETE", `/api/events/${MISSING}/rsvp`)
        : c.post(`/api/events/${MISSING}/rsvp`, { status: "going" }),
    );
    await exhaust("friendRequest", () => c.post("/api/friends/request", { friendId: MISSING }));
  });

  it("a declined friend request cannot be re-sent by its sender for 7 days; the decliner may ask", async () => {
    // Only Date is faked (the server runs in this process): timers and I/O go on as usual.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const asker = await fan();
    const asked = await fan();
    expect((await asker.c.post("/api/friends/request", { friendId: asked.id })).status).toBe(200);
    expect((await asked.c.post("/api/friends/decline", { friendId: asker.id })).status).toBe(200);

    const again = await asker.c.post("/api/friends/request", { friendId: asked.id });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe("This fan declined your friend request. You can ask again in 7 days.");
    expect(Number(again.headers.get("retry-after"))).toBe(DECLINE_COOLDOWN_MS / 1000);

    vi.setSystemTime(start + DECLINE_COOLDOWN_MS - 3600_000);
    const nearly = await asker.c.post("/api/friends/request", { friendId: asked.id });
    expect(nearly.status).toBe(429);
    expect(nearly.json.message).toBe("This fan declined your friend request. You can ask again in 1 day.");
    expect(Number(nearly.headers.get("retry-after"))).toBe(3600);

    vi.setSystemTime(start + DECLINE_COOLDOWN_MS);
    const later = await asker.c.post("/api/friends/request", { friendId: asked.id });
    expect(later.status).toBe(200);
    expect(later.json.status).toBe("request_sent");
  });

  it("the fan who declined may change their mind at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const asker = await fan();
    const asked = await fan();
    await asker.c.post("/api/friends/request", { friendId: asked.id });
    await asked.c.post("/api/friends/decline", { friendId: asker.id });
    const back = await asked.c.post("/api/friends/request", { friendId: asker.id });
    expect(back.status).toBe(200);
    expect(back.json.status).toBe("request_sent");
  });
});
