import { createPublicKey } from "node:crypto";
import { PUSH_P256DH_MESSAGE, pushSubscriptionSchema } from "@shared/schemas/notifications";
import { checkPushEndpoint } from "./push-endpoint";

/**
 * Whether a base64url `p256dh` is a point on the P-256 curve. The shared schema checks its
 * shape (65 bytes, uncompressed); OpenSSL decides whether the coordinates lie on the curve, as it
 * would when Web Push encrypts to it: a key that fails here could never receive a message.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: bytes.subarray(1, 33).toString("base64url"),
        y: bytes.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/push/subscriptions: the shared schema plus the checks only the server can make, so
 * they answer 400 before anything is stored: the key lies on the curve, and the endpoint is a
 * push service's (push-endpoint.ts; `extraHosts` is config.pushServiceHosts).
 */
export const pushSubscriptionBodySchema = (extraHosts: readonly string[]) =>
  pushSubscriptionSchema.superRefine((s, ctx) => {
    const endpoint = checkPushEndpoint(s.endpoint, extraHosts);
    // An endpoint that is no URL at all already has the shared schema's message.
    if (!endpoint.ok && URL.canParse(s.endpoint))
      ctx.addIssue({ code: "custom", path: ["endpoint"], message: endpoint.message });
    if (!isP256PublicKey(s.keys.p256dh))
      ctx.addIssue({ code: "custom", path: ["keys", "p256dh"], message: PUSH_P256DH_MESSAGE });
  });
