/**
 * The fields of an operation as its OpenAPI document describes them: every string and number
 * leaf of a JSON body (through objects, arrays and variants), with a path to set it by.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

export type FieldPath = (string | number)[];
export interface Leaf {
  path: FieldPath;
  kind: "string" | "number";
  schema: JsonSchema;
}

const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Every string and number leaf, once per path and kind, down to `maxDepth`. */
export function leavesOf(schema: JsonSchema | undefined, path: FieldPath = [], maxDepth = 5): Leaf[] {
  if (!schema || path.length > maxDepth) return [];
  const out: Leaf[] = [];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    out.push(...leavesOf(variant, path, maxDepth));
  const types = typesOf(schema);
  if (types.includes("string") && !schema.enum) out.push({ path, kind: "string", schema });
  if (types.includes("integer") || types.includes("number")) out.push({ path, kind: "number", schema });
  if (types.includes("object") || schema.properties)
    for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...leavesOf(v, [...path, k], maxDepth));
  if (types.includes("array") && schema.items) out.push(...leavesOf(schema.items, [...path, 0], maxDepth));
  const seen = new Set<string>();
  return out.filter((l) => {
    const key = `${l.kind}:${JSON.stringify(l.path)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `base` with `value` at `path` (objects and arrays made on the way). */
export function setAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const arr = Array.isArray(base) ? [...base] : [];
    arr[head] = setAt(arr[head], rest, value);
    return arr;
  }
  const obj = base && typeof base === "object" && !Array.isArray(base) ? { ...(base as object) } : {};
  (obj as Record<string, unknown>)[head!] = setAt((obj as Record<string, unknown>)[head!], rest, value);
  return obj;
}

/** The value at `path`, or undefined. */
export function getAt(base: unknown, path: FieldPath): unknown {
  let v: unknown = base;
  for (const p of path) v = v && typeof v === "object" ? (v as Record<string | number, unknown>)[p] : undefined;
  return v;
}
