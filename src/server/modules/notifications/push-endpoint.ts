// Which push subscription endpoints the server will POST to (security review, finding 1). An
// endpoint is an address the browser hands us and the server later calls with its signed VAPID
// header: any URL would make the server a proxy into its own network (127.0.0.1, 10.x, the cloud
// metadata address) and the 404/410 handling an oracle for which internal paths exist. So only
// https on the default port, with no user name, on the push services browsers use, plus the
// hosts an operator names in PUSH_SERVICE_HOSTS (a self-hosted push service). Checked when a
// subscription is stored and again before each send (rows stored before this rule are deleted).

/** Hosts of the push services, matched exactly. */
const PUSH_SERVICE_HOSTS = new Set([
  "fcm.googleapis.com", // Chrome, Edge on Android, Opera…: Firebase Cloud Messaging
  "android.googleapis.com", // FCM's older address, still in long-lived subscriptions
  "updates.push.services.mozilla.com", // Firefox
]);
/** Domains whose every subdomain is the push service's own (web.push.apple.com, wns2-….notify.windows.com). */
const PUSH_SERVICE_DOMAINS = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];

export const PUSH_ENDPOINT_HTTPS_MESSAGE =
  "Endpoint must be an https address on the standard port, without a user name or password";
export const PUSH_ENDPOINT_HOST_MESSAGE = "Endpoint must be the address of a known Web Push service";

export type PushEndpointCheck = { ok: true; url: URL } | { ok: false; message: string };

/**
 * Whether the server may send to `endpoint`; `extraHosts` are the operator's (config.pushServiceHosts,
 * lower-cased, matched exactly). On success, `url` is the parsed address: send to its `href`, so the
 * request goes where this check looked (web-push parses with the legacy `url.parse`).
 */
export function checkPushEndpoint(endpoint: string, extraHosts: readonly string[]): PushEndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, message: PUSH_ENDPOINT_HTTPS_MESSAGE };
  }
  // `port` is "" for the scheme's default (an explicit :443 is normalised away).
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "")
    return { ok: false, message: PUSH_ENDPOINT_HTTPS_MESSAGE };
  if (!isPushServiceHost(url.hostname, extraHosts)) return { ok: false, message: PUSH_ENDPOINT_HOST_MESSAGE };
  return { ok: true, url };
}

/** `hostname` as the WHATWG URL gives it (lower case, IP literals normalised). */
function isPushServiceHost(hostname: string, extraHosts: readonly string[]): boolean {
  if (PUSH_SERVICE_HOSTS.has(hostname) || extraHosts.includes(hostname)) return true;
  return PUSH_SERVICE_DOMAINS.some((d) => hostname.endsWith(d) && hostname.length > d.length);
}
