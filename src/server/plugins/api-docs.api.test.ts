import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";
import { CSP_DIRECTIVES } from "./security-headers";

// The interactive reference at /api/docs: served by the app itself, public, and within the
// site-wide Content-Security-Policy (same-origin scripts only, no third-party host).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("/api/docs", () => {
  it("serves the reference page to a signed-out visitor, under the site's CSP", async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src ${CSP_DIRECTIVES.scriptSrc.join(" ")}`);
    expect(csp).not.toContain("unsafe-eval");
    const html = await res.text();
    expect(html).toContain("FanZone API reference");
    // Nothing from another host, and no inline script (the CSP would refuse it).
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${t.baseUrl}/api/docs`));
      expect(script.status, src).toBe(200);
      expect(script.headers.get("content-type")).toMatch(/javascript/);
    }
  });

  it("shows this app's own document", async () => {
    const shown = await (await fetch(`${t.baseUrl}/api/docs/json`)).json();
    const served = await (await fetch(`${t.baseUrl}/api/openapi.json`)).json();
    expect(shown).toEqual(served);
    expect(served.info.title).toBe("FanZone API");
  });
});
