import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "@shared/schemas/common";
import { MALFORMED_MULTIPART_MESSAGE } from "../lib/multipart-form";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";
import { goodPostForm } from "./fuzz/multipart-bodies";

// The weak inputs an outside fuzz found: a NUL that reached PostgreSQL, broken forms answered 500.
let t: TestApp;
let fan: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  fan = t.client();
  await fan.registerFresh();
});
afterAll(async () => t?.close());

describe("control characters", () => {
  it("GET /api/friends/find?q=%00 answers 400, as every query and field with a control character", async () => {
    for (const q of ["%00", "ann%00", "%1B%5B31m", "%C2%85"]) {
      const res = await fan.get(`/api/friends/find?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json).toMatchObject({ code: "validation", message: INVALID_CHARACTERS_MESSAGE });
    }
    expect((await fan.get("/api/communities?search=a%00b")).status).toBe(400);
    expect((await fan.post("/api/communities", { name: "Fans\u0000", sport: "soccer" })).status).toBe(400);
    expect((await fan.patch("/api/users/me", { location: "Leeds\u0007" })).status).toBe(400);
  });

  it("post bodies keep their line breaks; a NUL in one is refused", async () => {
    const ok = await fan.post("/api/posts", { content: "What a game!\n\n\tSee you Sunday" });
    expect(ok.status).toBe(201);
    expect(ok.json.content).toBe("What a game!\n\n\tSee you Sunday");
    const bad = await fan.post("/api/posts", { content: "What a\u0000 game" });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toEqual({ path: "content", message: INVALID_CHARACTERS_MESSAGE });
  });
});

describe("broken multipart", () => {
  const boundary = "----WeakInputsBoundary";
  const send = async (body: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) => {
    const res = await fetch(`${t.baseUrl}/api/posts`, {
      method: "POST",
      headers: { "content-type": contentType, cookie: `fz_session=${fan.cookie("fz_session")}` },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: await res.json() };
  };

  it("a truncated form, a boundary that never comes or none at all: 400 that says so", async () => {
    const good = goodPostForm(boundary);
    for (const [what, res] of [
      ["truncated in the file", await send(good.subarray(0, good.length - 60))],
      ["truncated in a header", await send(good.subarray(0, 30))],
      ["another boundary", await send(good, `multipart/form-data; boundary=${boundary}X`)],
      ["no boundary", await send(good, "multipart/form-data")],
    ] as const) {
      expect(res.status, what).toBe(400);
      expect(res.json, what).toEqual({
        message: MALFORMED_MULTIPART_MESSAGE,
        code: "malformed_multipart",
        error: MALFORMED_MULTIPART_MESSAGE,
      });
    }
    const whole = await send(good);
    expect(whole.status).toBe(201);
    expect(whole.json.imageUrl).toMatch(/^\/api\/media\//);
  });
});
