import type { FastifyBaseLogger } from "fastify";
import { createECDH } from "node:crypto";
import pLimit from "p-limit";
import type { PushPayload, PushSubscriptionBody } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import type { Config } from "../../config/config";
import { conflict } from "../../lib/errors";
import { checkPushEndpoint } from "./push-endpoint";
import { PushEncryptionPool } from "./push-encryption";
import { isRetryable, retryDelayMs } from "./push-retry";
import { PushTransport } from "./push-transport";
import * as repo from "./push.repository";

/** A browser keeps one subscription per install; more than this per user and the oldest go. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
export const PUSH_ENDPOINT_TAKEN_MESSAGE = "This device's push subscription belongs to another account";
/** How long a push service keeps an undelivered message (seconds): stale alerts are worthless. */
const TTL_SECONDS = 60 * 60;
/** Pushes in flight at once, across all the push services. */
export const PUSH_CONCURRENCY = 128;
/** A VAPID JWT's lifetime (RFC 8292 allows at most 24 hours). */
const VAPID_JWT_SECONDS = 12 * 60 * 60;

export interface PushJob {
  userId: number;
  payload: PushPayload;
  /** RFC 8030 topic: an undelivered push of the same topic is replaced (at most 32 base64url characters). */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
}

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
  readonly stats = { sent: 0, failed: 0, removed: 0, refused: 0, retried: 0 };
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * Every push of this instance goes through these lanes (PUSH_CONCURRENCY at once), shared by
   * every caller: the pushes of several fan-outs (pages of fans, games ending together) queue for
   * the same lanes instead of multiplying them.
   */
  private readonly lanes = pLimit(PUSH_CONCURRENCY);
  private readonly vapidHeaders = new Map<string, { header: string; renewAt: number }>();
  private readonly encryption = new PushEncryptionPool();
  /**
   * How requests reach the push services: HTTP/2 where they speak it (push-transport.ts), to port
   * 443 with the system's DNS and certificate authorities. No configuration or request can change
   * it; tests replace it with one routing a PUSH_SERVICE_HOSTS name to a local stand-in
   * (src/server/test/push-service-stand-in.ts), so they send through the same endpoint rule,
   * https on port 443, as production does.
   */
  transport = new PushTransport();

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
    this.sendManyInBackground([{ userId, payload }]);
  }

  /** `sendMany` in the background; `idle()` waits for it too. */
  sendManyInBackground(jobs: readonly PushJob[]) {
    const p = this.sendMany(jobs).catch((err: Error) => this.log.warn({ err: err.message }, "push failed"));
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  async idle() {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Waits for the pushes in flight, then ends the encryption workers (shutdown). */
  async close() {
    await this.idle();
    this.transport.close();
    await this.encryption.close();
  }

  /** Sends one user's push to each of their devices (retries and clean-up as `sendMany`). */
  async send(userId: number, payload: PushPayload) {
    await this.sendMany([{ userId, payload }]);
  }

  /**
   * Sends pushes to many users at once: one read of their subscriptions, at most
   * PUSH_CONCURRENCY requests in flight on this instance (all callers together), 429/5xx retried with back-off (push-retry.ts), the
   * subscriptions a push service reports gone (404/410) deleted, in one statement each.
   * `topic` (RFC 8030 §5.4) lets the push service replace an undelivered push of the same topic.
   */
  async sendMany(jobs: readonly PushJob[]) {
    if (jobs.length === 0) return;
    const byUser = new Map<number, PushJob[]>();
    for (const j of jobs) byUser.set(j.userId, [...(byUser.get(j.userId) ?? []), j]);
    const subs = await repo.subscriptionsOfMany(this.db, [...byUser.keys()], PUSH_SUBSCRIPTIONS_PER_USER);
    const work = subs.flatMap((s) => (byUser.get(s.userId) ?? []).map((job) => ({ s, job })));
    if (work.length === 0) return;
    const webpush = await loadWebPush();
    const gone: number[] = [];
    const used: number[] = [];
    const one = async ({ s, job }: (typeof work)[number]) => {
      // Checked again here: a row stored before the rule (or before PUSH_SERVICE_HOSTS lost a
      // host) is never sent to, and goes.
      const endpoint = checkPushEndpoint(s.endpoint, this.extraHosts);
      if (!endpoint.ok) {
        this.stats.refused++;
        gone.push(s.id);
        this.log.warn({ subscription: s.id }, "push: endpoint is no known push service; subscription deleted");
        return;
      }
      // Encrypted in a worker before it takes a lane: the lanes wait on push services, not on encryption.
      let body: Buffer;
      try {
        body = await this.encryption.encrypt(s.p256dh, s.auth, JSON.stringify(job.payload));
      } catch (err) {
        this.stats.failed++;
        this.log.warn({ subscription: s.id, err: (err as Error).message }, "push: encryption failed");
        return;
      }
      const outcome = await this.lanes(() => this.deliver(webpush, endpoint.url, body, job));
      if (outcome === "gone") gone.push(s.id);
      else if (outcome === "sent") used.push(s.id);
    };
    await Promise.all(work.map(one));
    await repo.deleteByIds(this.db, gone);
    await repo.touchMany(this.db, used);
  }

  /** Posts one encrypted push (RFC 8030), retrying a push service's "not now" (push-retry.ts). */
  private async deliver(webpush: WebPush, url: URL, body: Buffer, job: PushJob) {
    const headers: Record<string, string | number> = {
      TTL: TTL_SECONDS,
      "Content-Type": "application/octet-stream",
      "Content-Encoding": "aes128gcm",
      "Content-Length": body.length,
      // The signed VAPID header, made once per push service and reused (see vapidHeader).
      Authorization: this.vapidHeader(webpush, url.origin),
      Urgency: job.urgency ?? "normal",
      ...(job.topic ? { Topic: job.topic } : {}),
    };
    for (let attempt = 1; ; attempt++) {
      const { status, retryAfter, error, unsent } = await this.transport.post(url, headers, body);
      if (status !== undefined && status >= 200 && status < 300) {
        this.stats.sent++;
        return "sent" as const;
      }
      if (status === 404 || status === 410) {
        this.stats.removed++;
        return "gone" as const;
      }
      // A push the service never received (a refused stream, a connection it was closing) is tried again too.
      const wait = isRetryable(status) || unsent ? retryDelayMs(attempt, retryAfter) : null;
      if (wait === null) {
        this.stats.failed++;
        this.log.warn({ status, err: error }, "push: delivery failed");
        return "failed" as const;
      }
      this.stats.retried++;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  /**
   * The VAPID Authorization header for a push service (its origin is the JWT's audience), signed
   * once and reused until an hour before it expires: signing per push costs more than the
   * encryption at a final whistle's fan-out.
   */
  private vapidHeader(webpush: WebPush, audience: string): string {
    const now = Date.now();
    const hit = this.vapidHeaders.get(audience);
    if (hit && hit.renewAt > now) return hit.header;
    const expires = Math.floor(now / 1000) + VAPID_JWT_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.vapid.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      "aes128gcm",
      expires,
    );
    this.vapidHeaders.set(audience, { header: Authorization, renewAt: now + (VAPID_JWT_SECONDS - 3600) * 1000 });
    return Authorization;
  }
}
