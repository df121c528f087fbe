import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ece from "http_ece";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { startPushServiceStandIn, type PushServiceStandIn, type ReceivedPush } from "../../test/push-service-stand-in";
import { uniqueSeed } from "../../test/sockets";

// Web Push end to end: the app sends to a local HTTPS push service that checks the VAPID
// signature and decrypts the aes128gcm payload with the subscription's own keys, as a browser's
// push service and the browser would. 404/410 from the push service remove the subscription.
// The stand-in is a PUSH_SERVICE_HOSTS host on port 443 as far as the app knows
// (test/push-service-stand-in.ts): the endpoints pass the production rule.
type Received = ReceivedPush;
let t: TestApp;
let pushService: PushServiceStandIn;
let base = "";
let received: Received[] = [];

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  base = pushService.origin;
  received = pushService.received;
  t = await startTestApp({ SIM_SEED: uniqueSeed(), PUSH_SERVICE_HOSTS: pushService.host });
  t.app.push.transport = pushService.transport;
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

/** A browser's subscription: its own P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authB64: auth.toString("base64url") };
}

async function subscribe(c: TestClient, path: string) {
  const keys = browserKeys();
  const endpoint = `${base}${path}`;
  const res = await c.post("/api/push/subscriptions", {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.authB64 },
  });
  expect(res.status, res.text).toBe(200);
  return { ...keys, endpoint };
}

function decrypt(r: Received, keys: ReturnType<typeof browserKeys>) {
  const plain = ece.decrypt(r.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.authB64 });
  return JSON.parse(plain.toString("utf8"));
}

/** Checks the VAPID header: ES256 JWT for the push service's origin, signed by the app's public key. */
function checkVapid(r: Received) {
  const auth = String(r.headers.authorization);
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
  expect(m, auth).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(t.app.push.publicKey);
  const [h, p, s] = jwt!.split(".");
  const claims = JSON.parse(Buffer.from(p!, "base64url").toString());
  expect(claims.aud).toBe(base);
  expect(claims.sub).toMatch(/^mailto:|^https:/);
  const raw = Buffer.from(k!, "base64url");
  const key = crypto.createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = crypto.verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(s!, "base64url"),
  );
  expect(ok).toBe(true);
}

async function fan(firstName: string) {
  const c = t.client();
  const reg = await c.registerFresh({ firstName });
  return { c, id: reg.user.id };
}

describe("Web Push", () => {
  it("delivers an encrypted, VAPID-signed payload the browser can decrypt; gone subscriptions are removed", async () => {
    const me = await fan("Sam");
    const ok = await subscribe(me.c, `/ok/${crypto.randomUUID()}`);
    const gone = await subscribe(me.c, `/gone/${crypto.randomUUID()}`);
    const missing = await subscribe(me.c, `/missing/${crypto.randomUUID()}`);
    const maya = await fan("Maya");

    await maya.c.post("/api/friends/request", { friendId: me.id });
    await t.app.push.idle();

    const got = received.filter((r) => ok.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    expect(got[0]!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(got[0]!.headers.ttl)).toBeGreaterThan(0);
    checkVapid(got[0]!);
    const [item] = (await me.c.get("/api/notifications")).json.items;
    expect(decrypt(got[0]!, ok)).toEqual({
      title: "Friend request",
      body: "Maya sent you a friend request",
      url: `/users/${maya.id}`,
      tag: `friend_request:user:${maya.id}`,
      notificationId: item.id,
    });

    const status = async (endpoint: string) =>
      (await me.c.get(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)).json.subscribed;
    expect(await status(ok.endpoint)).toBe(true);
    expect(await status(gone.endpoint)).toBe(false);
    expect(await status(missing.endpoint)).toBe(false);
  });

  it("respects the push preference and the unsubscribe; a shielded final says only 'Final — tap to reveal'", async () => {
    const me = await fan("Lee");
    const sub = await subscribe(me.c, `/ok/${crypto.randomUUID()}`);
    const prefs = (await me.c.get("/api/notifications/preferences")).json;
    await me.c.request("PUT", "/api/notifications/preferences", {
      ...prefs,
      friend_request: { inApp: true, push: false },
    });
    const other = await fan("Ola");
    await other.c.post("/api/friends/request", { friendId: me.id });
    await t.app.push.idle();
    expect(received.filter((r) => sub.endpoint.endsWith(r.path))).toHaveLength(0);
    expect((await me.c.get("/api/notifications")).json.items).toHaveLength(1); // still in the bell

    // A shielded game's final: the push carries no score.
    const teams = (await me.c.get("/api/teams")).json as { id: number; name: string }[];
    const [home, away] = teams;
    await me.c.patch(`/api/users/${me.id}`, { favoriteTeams: [home!.id] });
    await me.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [home!.id] });
    const team = (x: typeof home) => ({ id: x!.id, name: x!.name, abbreviation: "X" });
    await t.app.notifications.notify({
      recipientId: me.id,
      type: "game_final",
      actorId: null,
      subject: { kind: "game", id: `push-${crypto.randomUUID()}` },
      data: {
        game: {
          league: "nba",
          home: team(home),
          away: team(away),
          homeScore: 117,
          awayScore: 104,
          statusDetail: "Final",
        },
      },
    });
    await t.app.push.idle();
    const got = received.filter((r) => sub.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    const payload = decrypt(got[0]!, sub);
    expect(payload.body).toBe(`${away!.name} at ${home!.name} · Final — tap to reveal`);
    expect(payload.body).not.toMatch(/117|104/);

    const del = await me.c.request("DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint });
    expect(del.json.subscribed).toBe(false);
    await t.app.notifications.notify({
      recipientId: me.id,
      type: "friend_accepted",
      actorId: other.id,
      subject: { kind: "user", id: other.id },
    });
    await t.app.push.idle();
    expect(received.filter((r) => sub.endpoint.endsWith(r.path))).toHaveLength(1);
  });

  it("validates subscriptions and serves the VAPID public key browsers subscribe with", async () => {
    const me = await fan("Val");
    expect(
      (await me.c.post("/api/push/subscriptions", { endpoint: "not a url", keys: { p256dh: "a", auth: "b" } })).status,
    ).toBe(400);
    expect(
      (await me.c.post("/api/push/subscriptions", { endpoint: `${base}/ok/x`, keys: { p256dh: "a b", auth: "c" } }))
        .status,
    ).toBe(400);
    expect((await t.client().post("/api/push/subscriptions", {})).status).toBe(401);
    const { publicKey } = (await me.c.get("/api/push/subscriptions")).json;
    expect(publicKey).toBe(t.app.push.publicKey);
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  });

  it("refuses keys that are no P-256 point or no 16-byte secret, and a bad re-post never replaces good keys", async () => {
    const me = await fan("Kim");
    const good = await subscribe(me.c, `/ok/${crypto.randomUUID()}`);
    const offCurve = Buffer.from(good.p256dh, "base64url");
    offCurve[64]! ^= 1; // right length and prefix, but not on the curve
    for (const keys of [
      { p256dh: offCurve.toString("base64url"), auth: good.authB64 },
      { p256dh: "BMatrixKeyMatrixKeyMatrixKey", auth: good.authB64 },
      { p256dh: Buffer.alloc(65, 0).toString("base64url"), auth: good.authB64 },
      { p256dh: good.p256dh, auth: "matrixAuthSecret" },
      { p256dh: good.p256dh, auth: crypto.randomBytes(15).toString("base64url") },
    ]) {
      const res = await me.c.post("/api/push/subscriptions", { endpoint: good.endpoint, keys });
      expect(res.status, JSON.stringify(keys)).toBe(400);
      expect(res.json.issues[0].path).toMatch(/^keys\.(p256dh|auth)$/);
    }
    // The subscription still encrypts to the browser's own keys.
    const friend = await fan("Lou");
    await friend.c.post("/api/friends/request", { friendId: me.id });
    await t.app.push.idle();
    const got = received.filter((r) => good.endpoint.endsWith(r.path));
    expect(got).toHaveLength(1);
    expect(decrypt(got[0]!, good).body).toBe("Lou sent you a friend request");
  });
});
