import crypto from "node:crypto";
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushServiceStandIn, type PushServiceStandIn, type ReceivedPush } from "../test/push-service-stand-in";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 5: a push subscription moved to whoever posted its endpoint. User B posting
// user A's endpoint took it over, and A's pushes silently stopped (or went to B's keys). Now the
// endpoint stays with the user who stored it: another user's post answers 409 and changes
// nothing; the owner's own re-post refreshes the keys.
let t: TestApp;
let pushService: PushServiceStandIn;

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  t = await startTestApp({ PUSH_SERVICE_HOSTS: pushService.host });
  t.app.push.transport = pushService.transport;
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  return { ecdh, auth, body: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
}
type Keys = ReturnType<typeof browserKeys>;

const post = (c: TestClient, endpoint: string, keys: Keys) =>
  c.post("/api/push/subscriptions", { endpoint, expirationTime: null, keys: keys.body });
const subscribed = async (c: TestClient, endpoint: string) =>
  (await c.get(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)).json.subscribed as boolean;
const decrypt = (r: ReceivedPush, keys: Keys) =>
  JSON.parse(
    ece.decrypt(r.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8"),
  ) as { body: string };

async function fan(firstName: string) {
  const c = t.client();
  const { user } = await c.registerFresh({ firstName });
  return { c, id: user.id };
}

describe("review 05: a push subscription stays with its owner", () => {
  it("refuses another user's post of the endpoint and keeps pushing to the owner's keys", async () => {
    const a = await fan("Ana");
    const b = await fan("Bo");
    const endpoint = `${pushService.origin}/ok/${crypto.randomUUID()}`;
    const aKeys = browserKeys();
    expect((await post(a.c, endpoint, aKeys)).status).toBe(200);

    const takeover = await post(b.c, endpoint, browserKeys());
    expect(takeover.status, takeover.text).toBe(409);
    expect(takeover.json).toEqual({
      code: "conflict",
      message: "This device's push subscription belongs to another account",
    });

    expect(await subscribed(a.c, endpoint)).toBe(true);
    expect(await subscribed(b.c, endpoint)).toBe(false);

    // A still gets pushes, encrypted to A's own keys.
    await b.c.post("/api/friends/request", { friendId: a.id });
    await t.app.push.idle();
    const got = pushService.receivedFor(endpoint);
    expect(got).toHaveLength(1);
    expect(decrypt(got[0]!, aKeys).body).toBe("Bo sent you a friend request");
  });

  it("lets the owner post the endpoint again with new keys (the browser renewed them)", async () => {
    const a = await fan("Cy");
    const endpoint = `${pushService.origin}/ok/${crypto.randomUUID()}`;
    expect((await post(a.c, endpoint, browserKeys())).status).toBe(200);
    const renewed = browserKeys();
    expect((await post(a.c, endpoint, renewed)).status).toBe(200);

    const friend = await fan("Dee");
    await friend.c.post("/api/friends/request", { friendId: a.id });
    await t.app.push.idle();
    const got = pushService.receivedFor(endpoint);
    expect(got).toHaveLength(1);
    expect(decrypt(got[0]!, renewed).body).toBe("Dee sent you a friend request");
  });
});
