import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskMediaStorage } from "./disk-media-storage";
import { detectImageKind } from "../../lib/image-type";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fz-media-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("disk media storage", () => {
  it("writes, reads and deletes bytes under <dataDir>/media", async () => {
    const s = diskMediaStorage(dir);
    const key = "0f8fad5b-d9cb-469f-a165-70867728950e.webp";
    await s.put(key, Buffer.from("bytes"));
    expect((await s.get(key))?.toString()).toBe("bytes");
    expect(fs.existsSync(path.join(dir, "media", "0f", key))).toBe(true);
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
  });

  it("refuses keys that are not server-generated (no path traversal)", async () => {
    const s = diskMediaStorage(dir);
    await expect(s.put("../../etc/passwd", Buffer.from("x"))).rejects.toThrow(/invalid media key/);
    await expect(s.get("../secret.webp")).rejects.toThrow(/invalid media key/);
  });
});

describe("detectImageKind", () => {
  it("judges by magic bytes only", () => {
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(detectImageKind(Buffer.from("GIF89a..."))).toBe("gif");
    expect(detectImageKind(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(detectImageKind(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(detectImageKind(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageKind(Buffer.from("hello.png"))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});
