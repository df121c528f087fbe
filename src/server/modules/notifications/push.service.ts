import type { FastifyBaseLogger } from "fastify";
import { createECDH } from "node:crypto";
import type { Agent } from "node:https";
import type { PushPayload, PushSubscriptionBody } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import type { Config } from "../../config/config";
import { conflict } from "../../lib/errors";
import { checkPushEndpoint } from "./push-endpoint";
import * as repo from "./push.repository";

/** A browser keeps one subscription per install; more than this per user and the oldest go. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
export const PUSH_ENDPOINT_TAKEN_MESSAGE = "This device's push subscription belongs to another account";
/** How long a push service keeps an undelivered message (seconds): stale alerts are worthless. */
const TTL_SECONDS = 60 * 60;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Keys from the environment, or a pair generated once and kept in the database, so every
 * instance (and every restart) signs with the same key and browsers' subscriptions stay valid.
 */
export async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.vapid.publicKey) return config.vapid;
  const fresh = generateVapidKeys();
  const stored = await repo.storeVapidKeysOnce(db, fresh); // the first instance's pair wins
  return { ...stored, subject: config.vapid.subject };
}

/**
 * A VAPID key pair (P-256) in the form web-push's generateVAPIDKeys gives: the uncompressed
 * public point and the 32-byte private key, base64url. Made here so web-push (~10 MB resident)
 * is loaded only when a notification is first pushed.
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // A private key with leading zero bytes comes shorter: left-pad it to 32 bytes, as web-push does.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString("base64url"),
  };
}

type WebPush = typeof import("web-push");
let webPush: Promise<WebPush> | undefined;
// A CommonJS module: its exports are the namespace's default.
const loadWebPush = () =>
  (webPush ??= import("web-push").then((m) => (m as WebPush & { default?: WebPush }).default ?? m));

/**
 * Web Push: subscriptions per browser install and sending (RFC 8291 aes128gcm payloads signed
 * with VAPID, RFC 8292). A subscription the push service reports gone (404/410) is deleted. Only
 * push services' endpoints are stored or sent to (push-endpoint.ts); a subscription stays with the
 * user who stored it.
 */
export class PushService {
  /** `refused`: stored rows whose endpoint the push-service rule refuses, deleted instead of sent to. */
  readonly stats = { sent: 0, failed: 0, removed: 0, refused: 0 };
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * How requests reach the push services. Unset (always, outside tests): Node's default agent,
   * with the system's DNS and certificate authorities. No configuration or request can set it;
   * tests set it to route a PUSH_SERVICE_HOSTS name to a local HTTPS stand-in
   * (src/server/test/push-service-stand-in.ts), so they send through the same endpoint rule,
   * https on port 443, as production does.
   */
  agent: Agent | undefined = undefined;

  constructor(
    private readonly db: Db,
    private readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
    /** config.pushServiceHosts: the operator's push services besides the known ones. */
    private readonly extraHosts: readonly string[],
  ) {}

  get publicKey() {
    return this.vapid.publicKey;
  }

  /** Stores or refreshes `userId`'s subscription; 409 when its endpoint is another user's (unchanged). */
  async subscribe(userId: number, sub: PushSubscriptionBody) {
    if (!(await repo.upsertSubscription(this.db, userId, sub))) throw conflict(PUSH_ENDPOINT_TAKEN_MESSAGE);
    await repo.keepNewest(this.db, userId, PUSH_SUBSCRIPTIONS_PER_USER);
  }

  /** Removes this browser's subscription (by endpoint), or all of the user's when none is given. */
  async unsubscribe(userId: number, endpoint: string | undefined) {
    await repo.deleteSubscriptions(this.db, userId, endpoint);
  }

  async isSubscribed(userId: number, endpoint: string | undefined) {
    return repo.hasSubscription(this.db, userId, endpoint);
  }

  /** Sends in the background; `idle()` waits for everything started so far (tests, shutdown). */
  sendInBackground(userId: number, payload: PushPayload) {
    const p = this.send(userId, payload).catch((err: Error) => this.log.warn({ err: err.message }, "push failed"));
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  async idle() {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  async send(userId: number, payload: PushPayload) {
    const subs = await repo.subscriptionsOf(this.db, userId, PUSH_SUBSCRIPTIONS_PER_USER);
    if (subs.length === 0) return;
    const body = JSON.stringify(payload);
    const webpush = await loadWebPush();
    const { WebPushError } = webpush;
    await Promise.all(
      subs.map(async (s) => {
        // Checked again here: a row stored before the rule (or before PUSH_SERVICE_HOSTS lost a
        // host) is never sent to, and goes.
        const endpoint = checkPushEndpoint(s.endpoint, this.extraHosts);
        if (!endpoint.ok) {
          this.stats.refused++;
          await repo.deleteById(this.db, s.id);
          this.log.warn({ subscription: s.id }, "push: endpoint is no known push service; subscription deleted");
          return;
        }
        try {
          const keys = { p256dh: s.p256dh, auth: s.auth };
          await webpush.sendNotification({ endpoint: endpoint.url.href, keys }, body, {
            vapidDetails: this.vapid,
            TTL: TTL_SECONDS,
            contentEncoding: "aes128gcm",
            timeout: 10_000,
            ...(this.agent ? { agent: this.agent } : {}),
          });
          this.stats.sent++;
          await repo.touch(this.db, s.id);
        } catch (err) {
          if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
            this.stats.removed++;
            await repo.deleteById(this.db, s.id);
            return;
          }
          this.stats.failed++;
          const status = err instanceof WebPushError ? err.statusCode : undefined;
          this.log.warn({ status, err: (err as Error).message }, "push: delivery failed");
        }
      }),
    );
  }
}
