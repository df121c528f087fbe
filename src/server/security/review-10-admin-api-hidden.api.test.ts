import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 10: signed out, /api/admin/reports answered 401 where /api/admin/nope answered
// 404, so anyone could map the admin API (decision 0910 promised they could not). Now every path
// under /api/admin answers anyone who is not an administrator exactly as a path that does not
// exist: signed out or signed in, a real route or not, any method, any body.
let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "review10-admin@example.test" });
  member = t.client();
  await member.registerFresh();
});
afterAll(async () => t?.close());

const REAL = [
  ["GET", "/api/admin/reports"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/reports/1/dismiss"],
  ["POST", "/api/admin/reports/1/remove"],
  ["POST", "/api/admin/users/1/suspend"],
  ["POST", "/api/admin/users/1/unsuspend"],
] as const;
const UNKNOWN = ["/api/admin/nope", "/api/admin", "/api/admin/reports/", "/api/admin/users/1/ban"];
/** Paths the router reads as the real routes (percent-decoded), and a query string. */
const DISGUISED = ["/api/%61dmin/reports", "/api/admin/reports?limit=1"];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** What a write may carry: nothing, valid JSON, JSON that does not parse, JSON the schema refuses. */
const BODIES: (string | undefined)[] = [undefined, '{"until":null,"reason":"x"}', "{not json", '{"until":"soon"}'];

/** Headers that differ from one answer to the next whatever the path (clock, request id, length of the path in the body). */
const PER_ANSWER = new Set(["date", "x-request-id", "content-length", "connection", "keep-alive"]);

async function answer(c: TestClient, method: string, path: string, body?: string) {
  const res = await c.request(method, path, body);
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !PER_ANSWER.has(k)));
  return { status: res.status, headers, text: res.text };
}

/** The not-found handler's own words for `method path`: what an unknown path says. */
const noSuchEndpoint = (method: string, path: string) =>
  JSON.stringify({ message: `No such endpoint: ${method} ${path.split("?")[0]}`, code: "not_found" });

describe("review 10: the admin API answers like a path that does not exist", () => {
  it("the paths tested as real are routes of the app", () => {
    for (const [method, url] of REAL)
      expect(t.app.hasRoute({ method, url: url.replace(/\/1\//, "/:id/") }), `${method} ${url}`).toBe(true);
  });

  it("signed out, signed in as a non-admin, real route or unknown path: one answer for every method", async () => {
    const signedOut = t.client();
    const reference = await answer(signedOut, "GET", "/api/admin/nope");
    expect(reference.status).toBe(404);
    expect(reference.text).toBe(noSuchEndpoint("GET", "/api/admin/nope"));
    expect(reference.headers["www-authenticate"]).toBeUndefined();

    const paths = [...REAL.map(([, p]) => p), ...UNKNOWN, ...DISGUISED];
    for (const method of METHODS)
      for (const path of paths)
        for (const body of method === "GET" || method === "HEAD" || method === "OPTIONS" ? [undefined] : BODIES) {
          const seen = [await answer(signedOut, method, path, body), await answer(member, method, path, body)];
          for (const [i, res] of seen.entries()) {
            const what = `${["signed out", "non-admin"][i]} ${method} ${path} ${body ?? ""}`;
            expect(res.status, what).toBe(404);
            expect(res.text, what).toBe(method === "HEAD" ? "" : noSuchEndpoint(method, path));
            expect(res.headers, what).toEqual(reference.headers);
          }
        }
  });
});
