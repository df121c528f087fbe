import crypto from "node:crypto";
import ece from "http_ece";
import { expect } from "vitest";
import type { PushServiceStandIn, ReceivedPush } from "./push-service-stand-in";
import type { TestClient } from "./test-app";

/**
 * A browser's subscription for `c` on the push service stand-in, with its own P-256 key pair and
 * auth secret; `pushes()` decrypts what reached it (RFC 8291), with the headers it came with.
 */
export async function subscribedDevice(c: TestClient, pushService: PushServiceStandIn) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  const endpoint = `${pushService.origin}/ok/${crypto.randomUUID()}`;
  const res = await c.post("/api/push/subscriptions", {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
  });
  expect(res.status, res.text).toBe(200);
  const decrypt = (r: ReceivedPush) =>
    JSON.parse(ece.decrypt(r.body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"));
  return { pushes: () => pushService.receivedFor(endpoint).map((r) => ({ ...decrypt(r), headers: r.headers })) };
}
