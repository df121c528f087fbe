import { describe, expect, it } from "vitest";
import { checkPushEndpoint, PUSH_ENDPOINT_HOST_MESSAGE, PUSH_ENDPOINT_HTTPS_MESSAGE } from "./push-endpoint";

const verdict = (endpoint: string, extra: string[] = []) => {
  const r = checkPushEndpoint(endpoint, extra);
  return r.ok ? "ok" : r.message;
};

describe("checkPushEndpoint", () => {
  it("accepts the endpoints browsers get from their push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dXkQ3hJ8:APA91bHk-_x",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://updates-autopush.stage.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/QGuQyavXutnMg",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bx%3d%3d",
      "https://fcm.googleapis.com:443/fcm/send/x", // the default port, spelt out
      "https://FCM.googleapis.com/fcm/send/x", // host names are case-insensitive
    ])
      expect(verdict(endpoint), endpoint).toBe("ok");
  });

  it("refuses anything but https on the standard port without credentials", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com:80/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://user@fcm.googleapis.com/fcm/send/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
      "",
    ])
      expect(verdict(endpoint), endpoint).toBe(PUSH_ENDPOINT_HTTPS_MESSAGE);
  });

  it("refuses other hosts: internal addresses, look-alikes, the bare domains", () => {
    for (const endpoint of [
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://10.1.2.3/x",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/x",
      "https://0x7f000001/x", // 127.0.0.1 in another spelling
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://evil.googleapis.com/x",
      "https://push.apple.com.evil.example/x",
      "https://notpush.apple.com/x",
      "https://push.apple.com/x",
      "https://notify.windows.com/x",
      "https://fcm.googleapis.com./x", // a trailing dot is another name
    ])
      expect(verdict(endpoint), endpoint).toBe(PUSH_ENDPOINT_HOST_MESSAGE);
  });

  it("accepts the operator's hosts exactly, and still only over https on 443", () => {
    const extra = ["push.example.org"];
    expect(verdict("https://push.example.org/sub/1", extra)).toBe("ok");
    expect(verdict("https://a.push.example.org/sub/1", extra)).toBe(PUSH_ENDPOINT_HOST_MESSAGE);
    expect(verdict("https://push.example.org:8443/sub/1", extra)).toBe(PUSH_ENDPOINT_HTTPS_MESSAGE);
    expect(verdict("http://push.example.org/sub/1", extra)).toBe(PUSH_ENDPOINT_HTTPS_MESSAGE);
    expect(verdict("https://push.example.org/sub/1")).toBe(PUSH_ENDPOINT_HOST_MESSAGE);
  });

  it("gives the address the check looked at, normalised, to send to", () => {
    const r = checkPushEndpoint("https://fcm.googleapis.com\\@evil.example/x", []);
    expect(r.ok && r.url.href).toBe("https://fcm.googleapis.com/@evil.example/x");
  });
});
