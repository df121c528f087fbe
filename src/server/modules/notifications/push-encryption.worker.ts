// The worker side of push-encryption.ts: encrypts Web Push payloads (RFC 8291, aes128gcm) with
// web-push's own `encrypt`, a batch of tasks in, a batch of results out. Started by path, not
// imported: in the source tree Node runs it as is (types stripped), in the server bundle it is
// built beside main.js (package.json, build:server); so it imports packages only.
import { parentPort } from "node:worker_threads";
import webPush from "web-push";

export interface EncryptTask {
  id: number;
  /** The browser's P-256 public key and auth secret, base64url, as the subscription stores them. */
  p256dh: string;
  auth: string;
  payload: string;
}

export type EncryptResult = { id: number; body: Uint8Array<ArrayBuffer> } | { id: number; error: string };

function encrypt(task: EncryptTask): EncryptResult {
  try {
    const { cipherText } = webPush.encrypt(task.p256dh, task.auth, task.payload, "aes128gcm");
    // A small Buffer is a view of an 8 KB pool slab, which a message would copy whole: copy the
    // bytes into their own buffer and hand that over (transferred, not copied again).
    return { id: task.id, body: new Uint8Array(cipherText) };
  } catch (err) {
    return { id: task.id, error: (err as Error).message };
  }
}

parentPort!.on("message", (tasks: EncryptTask[]) => {
  const results = tasks.map(encrypt);
  parentPort!.postMessage(
    results,
    results.flatMap((r) => ("body" in r ? [r.body.buffer] : [])),
  );
});
