import crypto from "node:crypto";
import ece from "http_ece";
import { afterAll, describe, expect, it } from "vitest";
import { PushEncryptionPool } from "./push-encryption";

// The pool encrypts in worker threads, the tasks of one turn sent in batches: every push still
// gets its own body, for its own browser, and one bad subscription fails alone.
function browser() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth,
    read: (body: Buffer) => ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString(),
  };
}

describe("PushEncryptionPool", () => {
  const pool = new PushEncryptionPool(2);
  afterAll(() => pool.close());

  it("encrypts every task asked for in one turn, each for its own browser", async () => {
    const browsers = Array.from({ length: 40 }, browser);
    const bodies = await Promise.all(browsers.map((b, i) => pool.encrypt(b.p256dh, b.auth, `push ${i}`)));
    expect(bodies.map((body, i) => browsers[i]!.read(body))).toEqual(browsers.map((_, i) => `push ${i}`));
    // Another browser's key cannot read it.
    expect(() => browsers[1]!.read(bodies[0]!)).toThrow();
  });

  it("fails a subscription with a broken key alone, not the others of its batch", async () => {
    const good = browser();
    const results = await Promise.allSettled([
      pool.encrypt(good.p256dh, good.auth, "before"),
      pool.encrypt("not-a-key", good.auth, "broken"),
      pool.encrypt(good.p256dh, good.auth, "after"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const read = (r: PromiseSettledResult<Buffer>) => good.read((r as PromiseFulfilledResult<Buffer>).value);
    expect([read(results[0]!), read(results[2]!)]).toEqual(["before", "after"]);
  });

  it("starts its workers again after close", async () => {
    const b = browser();
    await pool.close();
    expect(b.read(await pool.encrypt(b.p256dh, b.auth, "again"))).toBe("again");
  });
});
