import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../ops/log-redaction";
import { startTestApp, type TestApp } from "../test/test-app";

// Finding 6: `GET /reset-password?token=…` was logged with its query string, so anyone reading
// the logs within the hour could reset that account's password.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({}, { logger: { level: "info", stream } });
});
afterAll(async () => t?.close());

describe("finding 6: reset tokens in logs", () => {
  it("a request to the reset page is logged without its token, and the page sends no Referer", async () => {
    const c = t.client();
    const reg = await c.registerFresh();
    const token = (await c.post("/api/auth/forgot-password", { email: reg.email })).json.resetToken as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    const page = await c.request("GET", `/reset-password?token=${token}&from=mail`, undefined, {
      accept: "text/html",
    });
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");

    const logged = lines.join("");
    expect(logged).toContain("/reset-password?token=%5BREDACTED%5D&from=mail");
    expect(logged).not.toContain(token);
  });

  it("the pages of the other mailed links (verification, unsubscribe) send no Referer and log no token", async () => {
    const c = t.client();
    for (const page of ["/verify-email", "/unsubscribe"]) {
      const res = await c.request("GET", `${page}?token=secret-${page.slice(1)}-token`, undefined, {
        accept: "text/html",
      });
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
    await c.post("/api/mail/unsubscribe?token=secret-one-click-token");
    const logged = lines.join("");
    expect(logged).not.toMatch(/secret-(verify-email|unsubscribe|one-click)-token/);
  });

  it("redacts every secret-looking query parameter and leaves the rest alone", () => {
    expect(redactUrl("/api/posts/feed?cursor=abc&limit=20")).toBe("/api/posts/feed?cursor=abc&limit=20");
    expect(redactUrl("/x?access_token=1&password=2&api_key=3&Signature=4&q=ok")).toBe(
      "/x?access_token=%5BREDACTED%5D&password=%5BREDACTED%5D&api_key=3&Signature=%5BREDACTED%5D&q=ok",
    );
    expect(redactUrl("/reset-password?token=a&token=b")).toBe("/reset-password?token=%5BREDACTED%5D");
  });
});
