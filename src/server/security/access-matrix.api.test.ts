import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";
import { MatrixWorld, matrixAdminEmail, ROLES } from "./matrix-world";
import { MATRIX_PUSH_HOST, ROUTE_ACCESS } from "./route-access";

// The authorization matrix: every API route of the running app x {anon, other, owner}, with the
// status each must get (table: route-access.ts). Files of the built web app are public GETs.
let t: TestApp;
let w: MatrixWorld;

beforeAll(async () => {
  // Admin routes: the owner role is this administrator.
  const adminEmail = matrixAdminEmail();
  t = await startTestApp({ ADMIN_EMAILS: adminEmail, PUSH_SERVICE_HOSTS: MATRIX_PUSH_HOST });
  w = await new MatrixWorld(t, adminEmail).init();
});
afterAll(async () => t?.close());

const isApi = (url: string) => url === "/ws" || url.startsWith("/api/");

describe("authorization matrix", () => {
  it("has an entry for every route of the app, and no entry for a route that is gone", () => {
    const routes = t.app.routeTable.filter((r) => isApi(r.url)).map((r) => `${r.method} ${r.url}`);
    const missing = routes.filter((r) => !(r in ROUTE_ACCESS));
    expect(
      missing,
      `Routes without an authorization-matrix entry. Add one per route to src/server/security/route-access.ts ` +
        `({ anon, other, owner } statuses and a request builder when the path has parameters).`,
    ).toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((k) => !routes.includes(k));
    expect(stale, "Entries in route-access.ts for routes the app no longer has: remove them").toEqual([]);
  });

  it("web-app files are the only routes outside /api and /ws, and they are GET", () => {
    const others = t.app.routeTable.filter((r) => !isApi(r.url));
    for (const r of others) expect(r.method, r.url).toBe("GET");
  });

  for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, url] = key.split(" ") as [string, string];
    it(`${key}: anon ${access.anon}, other ${access.other}, owner ${access.owner}`, async () => {
      const seen: Record<string, number> = {};
      const bodies: string[] = [];
      for (const role of ROLES) {
        const req = access.request ? await access.request(w, role) : { path: url };
        const cookie = req.cookie !== undefined ? req.cookie : w.cookieOf(role);
        const headers: Record<string, string> = { ...req.headers };
        if (cookie) headers.cookie = cookie;
        let body: string | undefined;
        if (req.body !== undefined) {
          body = JSON.stringify(req.body);
          headers["content-type"] = "application/json";
        }
        const res = await fetch(t.baseUrl + req.path, { method, headers, body, redirect: "manual" });
        const text = await res.text();
        seen[role] = res.status;
        if (res.status >= 400) bodies.push(`${role} ${req.path}: ${text.slice(0, 200)}`);
      }
      expect(seen, bodies.join("\n")).toEqual({ anon: access.anon, other: access.other, owner: access.owner });
    });
  }
});
