import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES } from "@shared/limits";
import { createPostSchema } from "@shared/schemas/posts";
import { z } from "zod";
import { startTestApp, type TestApp } from "../test/test-app";
import { getAt, leavesOf, setAt, type FieldPath, type JsonSchema, type Leaf } from "./fuzz/json-schema-fields";
import { brokenForms } from "./fuzz/multipart-bodies";
import { MatrixWorld, matrixAdminEmail } from "./matrix-world";
import { MATRIX_PUSH_HOST, ROUTE_ACCESS, type MatrixRequest } from "./route-access";

// Classes of weak input, generated against every route of the running app (its route table,
// with the fields its OpenAPI document describes and a valid request per route from the
// authorization matrix as the base that one field at a time is spoiled in):
//   1. control characters (C0, DEL, C1) in every string path parameter, query parameter and
//      body field: never 5xx, and a NUL is never accepted;
//   2. malformed and truncated multipart to every route with a body: never 5xx, and 400 with a
//      clear message on the routes that read forms;
//   3. wrong content types on every route with a body;
//   4. numbers out of range in every numeric parameter and field;
//   5. deeply nested and huge JSON on every route with a body.
// Seeded (FUZZ_SEED), so every run sends the same requests; it prints how many.
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260723);

/** C0 controls but tab, line feed and carriage return, which multi-line fields keep; DEL; C1. */
const CONTROL = [
  ...Array.from({ length: 32 }, (_, i) => i).filter((c) => c !== 9 && c !== 10 && c !== 13),
  0x7f,
  ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
].map((c) => String.fromCharCode(c));

/** Routes whose body the handler parses itself (JSON or a form): their fields, from the shared schema. */
const HANDLER_BODIES: Record<string, JsonSchema> = {
  "POST /api/posts": z.toJSONSchema(createPostSchema, { io: "input", unrepresentable: "any" }) as JsonSchema,
};
const MULTIPART_ROUTES = new Set(["POST /api/posts"]);
/** Run last: they end sessions, and a base request of theirs may end the one the run uses. */
const SESSION_ENDING = [
  "POST /api/auth/logout",
  "DELETE /api/auth/sessions/:id",
  "POST /api/auth/sessions/sign-out-others",
];
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Operation {
  key: string;
  method: string;
  /** Fastify's pattern: /api/posts/:id */
  url: string;
  pathParams: { name: string; index: number; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  base: MatrixRequest;
}

interface Sent {
  cls: string;
  op: Operation;
  what: string;
  status: number;
  text: string;
}

let t: TestApp;
let w: MatrixWorld;
let operations: Operation[];
const sent: Sent[] = [];

beforeAll(async () => {
  const adminEmail = matrixAdminEmail();
  t = await startTestApp({ ADMIN_EMAILS: adminEmail, PUSH_SERVICE_HOSTS: MATRIX_PUSH_HOST });
  w = await new MatrixWorld(t, adminEmail).init();
  const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema?: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  operations = [];
  const routes = t.app.routeTable
    .filter((r) => r.url.startsWith("/api/"))
    .sort(
      (a, b) =>
        Number(SESSION_ENDING.includes(`${a.method} ${a.url}`)) -
        Number(SESSION_ENDING.includes(`${b.method} ${b.url}`)),
    );
  for (const r of routes) {
    const key = `${r.method} ${r.url}`;
    const openApiPath = r.url.replace(/:([A-Za-z]+)/g, "{$1}");
    const op = doc.paths[openApiPath]?.[r.method.toLowerCase()];
    const segments = r.url.split("/");
    const params = op?.parameters ?? [];
    const access = ROUTE_ACCESS[key];
    const base = access?.request ? await access.request(w, "owner") : { path: r.url };
    operations.push({
      key,
      method: r.method,
      url: r.url,
      pathParams: segments
        .map((s, index) => ({ s, index }))
        .filter(({ s }) => s.startsWith(":"))
        .map(({ s, index }) => ({
          name: s.slice(1),
          index,
          schema: params.find((p) => p.in === "path" && p.name === s.slice(1))?.schema ?? { type: "string" },
        })),
      query: params
        .filter((p) => p.in === "query")
        .map((p) => ({ name: p.name, schema: p.schema ?? { type: "string" } })),
      body: HANDLER_BODIES[key] ?? op?.requestBody?.content?.["application/json"]?.schema,
      base,
    });
  }
}, 300_000);
afterAll(async () => t?.close());

async function send(
  cls: string,
  op: Operation,
  what: string,
  init: { path?: string; query?: Record<string, string>; body?: string | Buffer; contentType?: string },
) {
  const headers: Record<string, string> = {};
  const cookie = op.base.cookie !== undefined ? op.base.cookie : w.cookieOf("owner");
  if (cookie) headers.cookie = cookie;
  Object.assign(headers, op.base.headers);
  if (init.contentType) headers["content-type"] = init.contentType;
  const [basePath, baseQuery] = (init.path ?? op.base.path).split("?");
  const query = new URLSearchParams(baseQuery);
  for (const [k, v] of Object.entries(init.query ?? {})) query.set(k, v);
  const qs = query.toString();
  const res = await fetch(`${t.baseUrl}${basePath}${qs ? `?${qs}` : ""}`, {
    method: op.method,
    headers,
    body:
      init.body === undefined
        ? undefined
        : new Uint8Array(init.body instanceof Buffer ? init.body : Buffer.from(init.body)),
    redirect: "manual",
  });
  const text = await res.text();
  const s = { cls, op, what, status: res.status, text };
  sent.push(s);
  return s;
}

const baseBody = (op: Operation) => (op.base.body === undefined ? {} : op.base.body);
const json = (v: unknown) => JSON.stringify(v);
const describeValue = (v: string) => JSON.stringify(v).slice(0, 60);

/** A value for a field with one control character slipped in (seeded: which one, and where). */
function spoiled(seedOffset: number, base: string, n: number): string[] {
  const host = base || "fuzz";
  const picks = fc.sample(
    fc.record({ ch: fc.constantFrom(...CONTROL), at: fc.integer({ min: 0, max: host.length }) }),
    { seed: FUZZ_SEED + seedOffset, numRuns: n },
  );
  // NUL first, always: the byte PostgreSQL refuses.
  return [`${host}\u0000`, ...picks.map(({ ch, at }) => host.slice(0, at) + ch + host.slice(at))];
}

const withPathSegment = (op: Operation, index: number, value: string) => {
  const [path, q] = op.base.path.split("?");
  const parts = path!.split("/");
  parts[index] = encodeURIComponent(value);
  return parts.join("/") + (q ? `?${q}` : "");
};

const OUT_OF_RANGE_JSON = [-1, 0, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1e308];
const OUT_OF_RANGE_TEXT = [
  "-1",
  "0",
  "1.5",
  "2147483648",
  "99999999999999999999",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "0x10",
  " 1",
];

describe("input classes against every route", () => {
  it("answers below 500 to each class, refuses NUL, and reads broken forms as 400", async () => {
    expect(operations.length).toBeGreaterThan(90);
    let seed = 0;
    for (const op of operations) {
      const withBody = BODY_METHODS.has(op.method);

      // 1. control characters: path parameters, query parameters (declared and not), body fields
      for (const p of op.pathParams) {
        const current = decodeURIComponent(op.base.path.split("?")[0]!.split("/")[p.index] ?? "");
        // An integer parameter reads "\f1" as 1, as Number() does: the same request as "1", no text
        // reaches anything, so such an answer is not an acceptance.
        const numeric = ["integer", "number"].includes(String(p.schema.type));
        for (const v of spoiled(++seed, current, 2))
          await send(
            numeric && Number.isInteger(Number(v)) ? "control characters read as a number" : "control characters",
            op,
            `path ${p.name}=${describeValue(v)}`,
            { path: withPathSegment(op, p.index, v) },
          );
      }
      for (const q of [...op.query, { name: "fuzz", schema: { type: "string" } }]) {
        const current =
          new URLSearchParams(op.base.path.split("?")[1]).get(q.name) ??
          (q.schema.enum?.[0] as string | undefined) ??
          "";
        for (const v of spoiled(++seed, current, 2))
          await send("control characters", op, `query ${q.name}=${describeValue(v)}`, { query: { [q.name]: v } });
      }
      const leaves = leavesOf(op.body);
      for (const leaf of leaves.filter((l) => l.kind === "string")) {
        const current = getAt(baseBody(op), leaf.path);
        for (const v of spoiled(++seed, typeof current === "string" ? current : "", 2))
          await send("control characters", op, `body ${leaf.path.join(".")}=${describeValue(v)}`, {
            body: json(setAt(baseBody(op), leaf.path, v)),
            contentType: "application/json",
          });
      }

      // 4. numbers out of range
      for (const p of op.pathParams.filter((p) => ["integer", "number"].includes(String(p.schema.type))))
        for (const v of OUT_OF_RANGE_TEXT.slice(0, 6))
          await send("numbers out of range", op, `path ${p.name}=${v}`, { path: withPathSegment(op, p.index, v) });
      for (const q of op.query.filter((q) => ["integer", "number"].includes(String(q.schema.type))))
        for (const v of OUT_OF_RANGE_TEXT)
          await send("numbers out of range", op, `query ${q.name}=${v}`, { query: { [q.name]: v } });
      for (const leaf of leaves.filter((l: Leaf) => l.kind === "number"))
        for (const v of OUT_OF_RANGE_JSON)
          await send("numbers out of range", op, `body ${leaf.path.join(".")}=${v}`, {
            body: json(setAt(baseBody(op), leaf.path, v)),
            contentType: "application/json",
          });

      if (!withBody) continue;

      // 2. malformed and truncated multipart
      const forms = brokenForms(FUZZ_SEED + ++seed, MULTIPART_ROUTES.has(op.key) ? 24 : 3);
      for (const f of MULTIPART_ROUTES.has(op.key) ? forms : forms.filter((f) => f.broken).slice(0, 6))
        await send(f.broken ? "broken multipart" : "odd multipart", op, f.name, {
          body: f.body,
          contentType: f.contentType,
        });

      // 3. wrong content types (a valid JSON body, labelled as something else)
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "application/octet-stream",
        "application/json; charset=utf-16",
        "application/json; boundary=x",
        "application/jsonx",
        "",
      ])
        await send("wrong content type", op, type || "(empty)", { body: json(baseBody(op)), contentType: type || " " });
      await send("wrong content type", op, "JSON body without a type", { body: json(baseBody(op)) });

      // 5. deep and huge JSON
      const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
      const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
      const padded = (field: FieldPath, size: number) => json(setAt(baseBody(op), field, "x".repeat(size)));
      const firstString = leaves.find((l) => l.kind === "string")?.path ?? ["fuzz"];
      for (const [what, body] of [
        ["nested arrays 10,000 deep", deep(10_000)],
        ["nested objects 5,000 deep", deepObject(5_000)],
        ["nested value 1,000 deep in a field", json(setAt(baseBody(op), firstString, JSON.parse(deep(1_000))))],
        ["array of 20,000 numbers", json(Array.from({ length: 20_000 }, (_, i) => i))],
        ["object with 5,000 keys", json(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])))],
        ["a field just under the body limit", padded(firstString, JSON_BODY_MAX_BYTES - 200)],
        ["a body over the limit", padded(firstString, JSON_BODY_MAX_BYTES + 10)],
      ] as const)
        await send("deep and huge JSON", op, what, { body, contentType: "application/json" });
    }

    const byClass = new Map<string, number>();
    for (const s of sent) byClass.set(s.cls, (byClass.get(s.cls) ?? 0) + 1);
    console.log(
      `input-class fuzz: ${sent.length} requests over ${operations.length} routes (${[...byClass]
        .map(([c, n]) => `${c} ${n}`)
        .join(", ")})`,
    );

    const fail = (list: Sent[]) =>
      list.map((s) => `${s.op.key} [${s.cls}] ${s.what} -> ${s.status} ${s.text.slice(0, 160)}`);
    expect(fail(sent.filter((s) => s.status >= 500)), "5xx answers").toEqual([]);
    // A control character in a declared field is refused by the schema: never stored, never searched for.
    expect(
      fail(sent.filter((s) => s.cls === "control characters" && !s.what.startsWith("query fuzz") && s.status < 300)),
      "control character accepted",
    ).toEqual([]);
    // A form that is cut short or malformed is the client's fault, and the answer says what to do.
    const forms = sent.filter((s) => s.cls === "broken multipart" && MULTIPART_ROUTES.has(s.op.key));
    expect(forms.length).toBeGreaterThan(20);
    expect(
      fail(forms.filter((s) => s.status !== 400 || !(JSON.parse(s.text) as { message?: string }).message)),
      "broken form not answered 400 with a message",
    ).toEqual([]);
    // Most of them only the parser notices: those say the form itself is broken.
    expect(forms.filter((s) => JSON.parse(s.text).code === "malformed_multipart").length).toBeGreaterThan(
      forms.length / 2,
    );
  }, 600_000);
});
