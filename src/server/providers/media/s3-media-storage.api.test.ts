import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";
import { s3MediaStorage } from "./s3-media-storage";

// MEDIA_STORAGE=s3 against a local S3-compatible server (loopback only, files in a temp dir).
const BUCKET = "fanzone-media-test";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fz-s3-"));
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const addr = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const storage = () =>
  s3MediaStorage({ bucket: BUCKET, endpoint, region: "us-east-1", forcePathStyle: true, credentials });
const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";

describe("S3 media storage", () => {
  it("puts, gets and deletes objects with their content type", async () => {
    const s = storage();
    await s.put(KEY, Buffer.from("webp bytes"));
    expect((await s.get(KEY))?.toString()).toBe("webp bytes");
    const listed = await (await s.client()).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "media/" }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(`media/${KEY}`);
    await s.delete(KEY);
    expect(await s.get(KEY)).toBeNull();
  });

  it("answers null for a key with no object and refuses keys the server did not generate", async () => {
    const s = storage();
    expect(await s.get("00000000-0000-0000-0000-000000000000.png")).toBeNull();
    await expect(s.put("../../etc/passwd", Buffer.from("x"))).rejects.toThrow(/invalid media key/);
  });

  it("fails loudly when the bucket does not exist (no silent loss of an upload)", async () => {
    const s = s3MediaStorage({
      bucket: "no-such-bucket",
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials,
    });
    await expect(s.put(KEY, Buffer.from("x"))).rejects.toThrow();
  });
});

describe("the app with MEDIA_STORAGE=s3", () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    t = await startTestApp({ MEDIA_STORAGE: "s3", S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint });
  });
  afterAll(async () => t?.close());

  it("stores a post's photo in the bucket, serves it, and removes it with the post", async () => {
    const c = t.client();
    await c.registerFresh();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c81e28" } })
      .jpeg()
      .toBuffer();
    const fd = new FormData();
    fd.append("content", "Photo from the stands");
    fd.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "stands.jpg");
    const created = await c.post("/api/posts", fd);
    expect(created.status).toBe(201);
    const url: string = created.json.imageUrl;
    const key = url.split("/").pop()!;

    const inBucket = await storage().get(key);
    expect(inBucket).not.toBeNull();
    const served = await fetch(t.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(inBucket!)).toBe(true);
    expect((await sharp(inBucket!).metadata()).width).toBe(40);

    expect((await c.delete(`/api/posts/${created.json.id}`)).status).toBe(204);
    expect(await storage().get(key)).toBeNull();
    expect((await fetch(t.baseUrl + url)).status).toBe(404);
  });
});
