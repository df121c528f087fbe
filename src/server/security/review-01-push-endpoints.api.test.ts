import crypto from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushServiceStandIn, type PushServiceStandIn } from "../test/push-service-stand-in";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 1: any http(s) URL was accepted as a Web Push endpoint, and the server POSTed to
// it with its signed VAPID header: a request forgery into its own network (loopback, private
// ranges, the cloud metadata address), with the 404/410 handling telling which paths exist.
// Now only https on port 443 of a known push service (or a PUSH_SERVICE_HOSTS host) is stored,
// and a stored row is checked again before each send.
let t: TestApp;
let pushService: PushServiceStandIn;
/** An "internal service" on loopback: counts every connection the app opens to it. */
let internal: net.Server;
let internalConnections = 0;
let internalPort = 0;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  internal = net.createServer((socket) => {
    internalConnections++;
    socket.destroy();
  });
  await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
  internalPort = (internal.address() as net.AddressInfo).port;
  t = await startTestApp({ PUSH_SERVICE_HOSTS: pushService.host });
  t.app.push.transport = pushService.transport;
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
  await new Promise((r) => internal?.close(r));
});

function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}
const subscribe = (c: TestClient, endpoint: string) =>
  c.post("/api/push/subscriptions", { endpoint, expirationTime: null, keys: browserKeys() });
const subscribed = async (c: TestClient, endpoint: string) =>
  (await c.get(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)).json.subscribed as boolean;

async function fan() {
  const c = t.client();
  const { user } = await c.registerFresh();
  return { c, id: user.id };
}

describe("review 01: push endpoints are a push service's, never an internal address", () => {
  it("refuses internal, plain-http, odd-port and unknown endpoints with a validation error", async () => {
    const me = await fan();
    const id = crypto.randomUUID();
    const https = "Endpoint must be an https address on the standard port, without a user name or password";
    const host = "Endpoint must be the address of a known Web Push service";
    for (const [endpoint, message] of [
      [`https://127.0.0.1:${internalPort}/admin/${id}`, https],
      [`https://127.0.0.1/admin/${id}`, host],
      [`https://localhost/admin/${id}`, host],
      [`https://10.1.2.3/${id}`, host],
      [`https://169.254.169.254/latest/meta-data/${id}`, host],
      [`https://[::1]/${id}`, host],
      [`http://${pushService.host}/${id}`, https],
      [`http://fcm.googleapis.com/fcm/send/${id}`, https],
      [`https://fcm.googleapis.com:8443/fcm/send/${id}`, https],
      [`https://user:secret@fcm.googleapis.com/fcm/send/${id}`, https],
      [`https://fcm.googleapis.com.attacker.example/fcm/send/${id}`, host],
      [`https://push.example.com/${id}`, host],
    ]) {
      const res = await subscribe(me.c, endpoint!);
      expect(res.status, endpoint).toBe(400);
      expect(res.json.code).toBe("validation");
      expect(res.json.message).toBe(message);
      expect(res.json.issues).toEqual([{ path: "endpoint", message }]);
      expect(await subscribed(me.c, endpoint!), endpoint).toBe(false);
    }
  });

  it("accepts the push services' endpoints and the operator's own push service", async () => {
    const me = await fan();
    const id = crypto.randomUUID();
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${id}`,
      `https://web.push.apple.com/${id}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${id}`,
      `https://${pushService.host}/ok/${id}`,
    ]) {
      expect((await subscribe(me.c, endpoint)).status, endpoint).toBe(200);
      expect(await subscribed(me.c, endpoint)).toBe(true);
    }
  });

  it("never sends to a row stored before the rule, and deletes it", async () => {
    const me = await fan();
    const friend = await fan();
    // As a subscription stored by the old code would be: an internal address.
    const stale = `https://127.0.0.1:${internalPort}/internal/${crypto.randomUUID()}`;
    const keys = browserKeys();
    await t.app.db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${me.id}, ${stale}, ${keys.p256dh}, ${keys.auth})`);
    const good = `https://${pushService.host}/ok/${crypto.randomUUID()}`;
    expect((await subscribe(me.c, good)).status).toBe(200);
    expect(await subscribed(me.c, stale)).toBe(true);

    await friend.c.post("/api/friends/request", { friendId: me.id });
    await t.app.push.idle();

    expect(internalConnections).toBe(0);
    expect(await subscribed(me.c, stale)).toBe(false);
    // The push service's subscription got the notification as usual.
    expect(pushService.receivedFor(good)).toHaveLength(1);
    expect(await subscribed(me.c, good)).toBe(true);
  });
});
