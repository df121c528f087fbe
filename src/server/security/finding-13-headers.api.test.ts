import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";

// Finding 13 of the security review: decoder errors answered to clients, no HSTS over HTTPS,
// and a connect-src that let the page open a socket to any host.
let proxied: TestApp;
let pinned: TestApp;
beforeAll(async () => {
  // One hop of trusted proxy: X-Forwarded-Proto from 127.0.0.1 tells the scheme the client used.
  proxied = await startTestApp({ TRUST_PROXY: "1" });
  pinned = await startTestApp({ HSTS: "true" });
});
afterAll(async () => {
  await proxied?.close();
  await pinned?.close();
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe("finding 13: decoder errors, HSTS and connect-src", () => {
  it("connect-src is 'self' only, and the policy is on API answers, pages and errors alike", async () => {
    const c = proxied.client();
    for (const path of ["/api/health/live", "/api/no-such-route", "/api/news/images/nope.svg"]) {
      const res = await c.get(path);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("connect-src"), path).toEqual(["'self'"]);
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });

  it("sends HSTS only over HTTPS: X-Forwarded-Proto from a trusted proxy, or HSTS=true", async () => {
    const plain = await proxied.client().get("/api/health/live");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const viaTls = await proxied.client().request("GET", "/api/health/live", undefined, {
      "x-forwarded-proto": "https",
    });
    expect(viaTls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const always = await pinned.client().get("/api/health/live");
    expect(always.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("an unreadable image answers a plain 400; the decoder's words stay in the log", async () => {
    const c = pinned.client();
    await c.registerFresh();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#123" } })
      .jpeg()
      .toBuffer();
    const f = new FormData();
    f.set("content", "broken picture");
    f.set("image", new Blob([new Uint8Array(jpeg.subarray(0, 300))], { type: "image/jpeg" }), "a.jpg");
    const res = await c.request("POST", "/api/posts", f);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This image could not be read. Please choose another file.");
    expect(res.json.issues).toEqual([
      { path: "image", message: "This image could not be read. Please choose another file." },
    ]);
    expect(res.text).not.toMatch(/vips|jpeg|premature|sharp|input/i);
  });
});
