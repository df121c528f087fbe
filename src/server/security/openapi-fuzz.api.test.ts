import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@shared/schemas/common";
import { startTestApp, type TestApp } from "../test/test-app";
import { MatrixWorld } from "./matrix-world";

// Property-based fuzz over every operation of the OpenAPI document: whatever a client sends
// (odd path values, junk query strings, bodies shaped like the schema or not, __proto__ keys),
// the server answers below 500 and Object.prototype stays untouched. Seeded and bounded: the
// same FUZZ_RUNS requests on every run (FUZZ_SEED / FUZZ_RUNS override them to explore).
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 800);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}
interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema | undefined>;
}

const nasty = fc.constantFrom(
  "",
  "0",
  "-1",
  "1e309",
  "9999999999999999999",
  "NaN",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "😀".repeat(40),
  "a".repeat(5000),
  "2026-13-45T99:99:99Z",
  "eyJ0Ijoibm90LWEtZGF0ZSIsImlkIjoxfQ",
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  nasty,
);

/** Forged keyset cursors: right shape, wrong contents (dates that are not, ids out of range). */
const cursorId = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }) }, fc.integer(), fc.double());
const cursorTime = fc.oneof(
  fc.string({ maxLength: 30 }),
  nasty,
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const forgedCursor = fc
  .oneof(
    fc.record({ t: cursorTime, id: cursorId }),
    fc.record({ d: cursorTime, id: cursorId }),
    fc.record({ id: cursorId }),
    fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
  )
  .map(encodeCursor);

/** Values shaped by the schema most of the time, anything at all the rest. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return scalar;
  const variants = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (variants) shaped = fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case "string":
        shaped = fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 300) }), nasty);
        break;
      case "integer":
        shaped = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer());
        break;
      case "number":
        shaped = fc.oneof(fc.double(), fc.integer());
        break;
      case "boolean":
        shaped = fc.boolean();
        break;
      case "array":
        shaped = fc.array(fromSchema(schema.items, depth + 1), { maxLength: 12 });
        break;
      case "object":
        shaped = fc.record(
          Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, fromSchema(v, depth + 1)])),
          { requiredKeys: [] },
        );
        break;
      default:
        shaped = scalar;
    }
  }
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: scalar });
}

/** Adds a __proto__ / constructor.prototype key to the serialised body (JSON.stringify would drop it). */
const pollute = fc.constantFrom(
  null,
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":{"userId":1}',
);
function serialise(body: unknown, poison: string | null): string {
  const json = JSON.stringify(body) ?? "null";
  if (!poison) return json;
  if (json.startsWith("{")) return json === "{}" ? `{${poison}}` : `{${poison},${json.slice(1)}`;
  return `{${poison}}`;
}

let t: TestApp;
let w: MatrixWorld;
let operations: Operation[];
beforeAll(async () => {
  t = await startTestApp();
  w = await new MatrixWorld(t).init();
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
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      if (path === "/api/auth/logout") continue; // would end the session the rest of the run uses
      operations.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.["application/json"]?.schema,
        query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
      });
    }
});
afterAll(async () => t?.close());

describe("OpenAPI fuzz", () => {
  it(`${FUZZ_RUNS} seeded requests over every operation: no 5xx, no prototype pollution`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const arb = fc.constantFrom(...operations).chain((op) =>
      fc.record({
        op: fc.constant(op),
        params: fc.array(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) }, nasty), {
          minLength: 3,
          maxLength: 3,
        }),
        query: fc
          .uniqueArray(fc.constantFrom(...Object.keys(op.query), "cursor", "cursor", "__proto__"), {
            maxLength: 4,
          })
          .chain((keys) =>
            fc.tuple(
              ...keys.map((k) =>
                (k === "cursor" ? fc.oneof(forgedCursor, nasty) : fromSchema(op.query[k]).map((v) => String(v))).map(
                  (v) => [k, v] as const,
                ),
              ),
            ),
          )
          .map((pairs) => Object.fromEntries(pairs)),
        body: fromSchema(op.body),
        poison: pollute,
        signedIn: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      }),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(arb, async ({ op, params, query, body, poison, signedIn }) => {
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++ % params.length]!));
        const qs = new URLSearchParams(query).toString();
        const headers: Record<string, string> = {};
        const cookie = signedIn ? w.cookieOf("owner") : null;
        if (cookie) headers.cookie = cookie;
        let payload: string | undefined;
        if (!["GET", "HEAD", "DELETE"].includes(op.method) || op.body) {
          payload = serialise(body, poison);
          headers["content-type"] = "application/json";
        }
        const res = await fetch(`${t.baseUrl}${path}${qs ? `?${qs}` : ""}`, {
          method: op.method,
          headers,
          body: payload,
          redirect: "manual",
        });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${op.method} ${path}?${qs} ${payload ?? ""} -> ${res.status} ${text}`);
        return res.status < 500 && ({} as Record<string, unknown>).polluted === undefined;
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    // Bounded by the run count, not the clock: a busy machine only makes it slower.
  }, 600_000);
});
