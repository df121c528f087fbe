import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES_BY_STATUS } from "@shared/errors";
import { SESSION_COOKIE } from "../lib/session";
import { ROUTE_ACCESS } from "../security/route-access";
import { startTestApp, TestClient, type TestApp } from "../test/test-app";
import { isAdminApiPath } from "./admin-api";
import { API_TAGS, SESSION_SCHEME } from "./api-description";

// The API description is what integrators and client generators read: every operation must say
// what it does, have a stable name, and document who may call it and how it can be refused.
// A new route without `summary`, `operationId` and `tags` in its schema fails here.

interface Operation {
  requestBody?: { required?: boolean };
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties: { code: { enum: string[] } } }>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

let t: TestApp;
let doc: Document;
let operations: { key: string; op: Operation }[];
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      // "GET /api/posts/:id", as the route table and the authorization matrix name it
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      op,
    })),
  );
});
afterAll(async () => t?.close());

describe("the OpenAPI document", () => {
  it("describes every API route the app serves, except the hidden operational ones", () => {
    const hidden = new Set(["/api/openapi.json", "/api/health", "/api/health/live", "/api/health/ready"]);
    const documented = new Set(operations.map((o) => o.key));
    const missing = t.app.routeTable
      .filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && !r.url.startsWith("/api/sim/"))
      .filter((r) => !hidden.has(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  });

  it("gives every operation a summary, a unique camelCase operationId and a declared tag", () => {
    const declared = new Set<string>(API_TAGS.map((t) => t.name));
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const { key, op } of operations) {
      if (!op.summary?.trim()) problems.push(`${key}: no summary`);
      if (!op.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId))
        problems.push(`${key}: operationId not camelCase`);
      else if (ids.has(op.operationId))
        problems.push(`${key}: operationId ${op.operationId} also on ${ids.get(op.operationId)}`);
      else ids.set(op.operationId, key);
      if (!op.tags?.length || !op.tags.every((tag) => declared.has(tag)))
        problems.push(`${key}: tags ${op.tags} not declared`);
    }
    expect(problems).toEqual([]);
  });

  it("declares the session cookie as the security scheme and a relative server", () => {
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: SESSION_COOKIE }),
    );
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("asks for the session exactly where the authorization matrix answers 401 to a signed-out caller", () => {
    const wrong: string[] = [];
    for (const { key, op } of operations) {
      const access = ROUTE_ACCESS[key];
      if (!access) continue; // the security suite requires an entry for every route
      // The admin API needs an administrator's session but answers everyone else 404, never 401.
      const admin = isAdminApiPath(key.split(" ")[1]!);
      const needsSession = JSON.stringify(op.security) === JSON.stringify([{ [SESSION_SCHEME]: [] }]);
      if (!needsSession && JSON.stringify(op.security) !== "[]")
        wrong.push(`${key}: security ${JSON.stringify(op.security)}`);
      const asksSession = admin
        ? access.anon === 404 && access.other === 404
        : access.anon === 401 && access.other !== 401;
      if (needsSession !== asksSession) wrong.push(`${key}: session ${needsSession}`);
      if (needsSession && !admin && !op.responses["401"]) wrong.push(`${key}: 401 not documented`);
      if (admin && op.responses["401"]) wrong.push(`${key}: 401 documented, answered 404`);
    }
    expect(wrong).toEqual([]);
  });

  it("documents every refusal with the shared error body and the codes of its status", () => {
    const wrong: string[] = [];
    for (const { key, op } of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith("4")) continue;
        const ref = response.content?.["application/json"]?.schema.$ref ?? "";
        const component = doc.components.schemas[ref.replace("#/components/schemas/", "")];
        const codes = ERROR_CODES_BY_STATUS[Number(status) as keyof typeof ERROR_CODES_BY_STATUS];
        if (!codes || !component) wrong.push(`${key} ${status}: ${ref || "no error schema"}`);
        else if (JSON.stringify(component.properties.code.enum) !== JSON.stringify(codes))
          wrong.push(`${key} ${status}: codes ${component.properties.code.enum}`);
        if (!response.description || response.description === "Default Response")
          wrong.push(`${key} ${status}: no description`);
      }
    expect(wrong).toEqual([]);
  });

  it("documents each refusal the authorization matrix observes", () => {
    const missing: string[] = [];
    for (const { key, op } of operations) {
      const access = ROUTE_ACCESS[key];
      if (!access) continue;
      for (const status of new Set([access.anon, access.other, access.owner]))
        if (status >= 400 && !op.responses[String(status)]) missing.push(`${key}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it("documents a write's cross-site refusal, body limit and content types, and a write limit's 429", () => {
    const createPost = doc.paths["/api/posts"]!.post!;
    expect(Object.keys(createPost.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "413", "415", "429"]),
    );
    const login = doc.paths["/api/auth/login"]!.post!;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "429"]));
    const feed = doc.paths["/api/posts/feed"]!.get!;
    expect(Object.keys(feed.responses).sort()).toEqual(["200", "400", "401"]);
    const deletePost = doc.paths["/api/posts/{id}"]!.delete!;
    expect(deletePost.responses["204"]).toEqual({ description: "The post is deleted." });
  });

  it("requires a request body only where the route needs one, as the app answers", async () => {
    expect(doc.paths["/api/posts"]!.post!.requestBody?.required).toBe(true);
    const optional = [
      doc.paths["/api/push/subscriptions"]!.delete!,
      doc.paths["/api/communities/{id}/leave"]!.post!,
      doc.paths["/api/events/{eventId}/rsvp"]!.delete!,
    ];
    expect(optional.map((op) => op.requestBody?.required)).toEqual([false, false, false]);
    // Left out, the body is not missed: the route ends every subscription of the signed-in user.
    const c = new TestClient(t.baseUrl);
    await c.registerFresh();
    const res = await c.request("DELETE", "/api/push/subscriptions");
    expect(res.status).toBe(200);
    expect(res.json.subscribed).toBe(false);
  });

  it("answers a refusal with a body that fits its documented schema", async () => {
    const res = await t.app.inject({ url: "/api/posts/999999999/comments" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: "unauthenticated" });
  });
});
