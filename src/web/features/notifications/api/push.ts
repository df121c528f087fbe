import { ApiError, apiRequest } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";

/** Whether this browser can receive Web Push at all (service worker + Push API + notifications). */
export const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * A subscription as the server takes it (`sub.toJSON()`). The DOM types every field of toJSON() as
 * optional; a subscription the browser made has its endpoint and both keys.
 */
type SubscriptionBody = ApiBody<"/api/push/subscriptions", "POST">;

async function currentSubscription() {
  const reg = await navigator.serviceWorker.ready;
  return { reg, sub: await reg.pushManager.getSubscription() };
}

/** Is this browser subscribed for the signed-in user? */
export async function pushEnabledHere(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const { sub } = await currentSubscription();
  if (!sub) return false;
  const res = await apiRequest("GET", `/api/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`);
  return res.subscribed;
}

/** Asks the browser's permission, subscribes with the server's VAPID key and registers the subscription. */
export async function enablePush(): Promise<"enabled" | "denied"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const { publicKey } = await apiRequest("GET", "/api/push/subscriptions");
  const { reg, sub: existing } = await currentSubscription();
  const subscribe = () =>
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const sub = existing ?? (await subscribe());
  try {
    await apiRequest("POST", "/api/push/subscriptions", sub.toJSON() as SubscriptionBody);
  } catch (err) {
    // 409: this browser's subscription is still another account's (someone signed in here
    // before). It stays theirs on the server; this browser drops it and asks for a new one.
    if (!(err instanceof ApiError && err.code === "conflict")) throw err;
    await sub.unsubscribe();
    await apiRequest("POST", "/api/push/subscriptions", (await subscribe()).toJSON() as SubscriptionBody);
  }
  return "enabled";
}

export async function disablePush() {
  const { sub } = await currentSubscription();
  // Nothing subscribed here, nothing to end (without an endpoint the server would end every device's).
  if (!sub) return;
  await apiRequest("DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint });
  await sub.unsubscribe();
}
