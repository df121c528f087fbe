import type { Database } from "../db/client";

/** What identifies one user in stored rows: their id, and strings only they have (email, username, tags, media keys). */
export interface UserTrace {
  id: number;
  strings: string[];
}

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every place a user is still referenced, as "table.column: count", over EVERY table of the
 * schema (read from information_schema when called, so a table added later is covered without
 * touching the test):
 * - integer columns with a foreign key to users, and integer `*_id` columns without any foreign
 *   key (a polymorphic subject: only its rows whose `<name>_kind` is 'user', when that exists);
 * - integer arrays (notifications.actor_ids has no foreign key) containing the id;
 * - text, citext, text arrays and json columns containing one of the strings; text `*_id`
 *   columns equal to the id (with the same `_kind` rule).
 * Integer columns with a foreign key to another table hold that table's ids and are skipped:
 * a post id equal to the user id means nothing.
 */
export async function findUserTraces(db: Database, trace: UserTrace): Promise<string[]> {
  const columns = await db.query<Column>(`
    select c.table_name, c.column_name, c.data_type, c.udt_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`);
  const foreignKeys = await db.query<{ table_name: string; column_name: string; target: string }>(`
    select src.relname as table_name, a.attname as column_name, dst.relname as target
      from pg_constraint c
      join pg_class src on src.oid = c.conrelid
      join pg_class dst on dst.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.contype = 'f'`);
  const fkOf = new Map(foreignKeys.map((f) => [`${f.table_name}.${f.column_name}`, f.target]));
  const columnsOf = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!columnsOf.has(c.table_name)) columnsOf.set(c.table_name, new Set());
    columnsOf.get(c.table_name)!.add(c.column_name);
  }
  const kindFilter = (c: Column) => {
    const prefix = c.column_name.replace(/_id$/, "");
    const sibling = [`${prefix}_kind`, `${prefix}_type`].find((k) => columnsOf.get(c.table_name)!.has(k));
    return sibling ? ` and ${quote(sibling)}::text = 'user'` : "";
  };
  const patterns = trace.strings.map((s) => `%${s}%`);
  const found: string[] = [];
  for (const c of columns) {
    const col = quote(c.column_name);
    const target = fkOf.get(`${c.table_name}.${c.column_name}`);
    const isIdName = /_id$/.test(c.column_name);
    let where: string | null = null;
    const params: unknown[] = [];
    if (["integer", "bigint", "smallint"].includes(c.data_type)) {
      if (target === "users") where = `${col} = $1`;
      else if (!target && isIdName) where = `${col} = $1${kindFilter(c)}`;
      if (where) params.push(trace.id);
    } else if (c.data_type === "ARRAY" && ["_int2", "_int4", "_int8"].includes(c.udt_name)) {
      where = `$1 = any(${col})`;
      params.push(trace.id);
    } else if (c.data_type === "ARRAY" && ["_text", "_citext", "_varchar"].includes(c.udt_name)) {
      where = `array_to_string(${col}, ' ') ilike any($1::text[])`;
      params.push(patterns);
    } else if (
      ["text", "character varying", "json", "jsonb"].includes(c.data_type) ||
      (c.data_type === "USER-DEFINED" && c.udt_name === "citext")
    ) {
      where = `${col}::text ilike any($1::text[])`;
      params.push(patterns);
      if (isIdName) {
        where = `(${where} or (${col}::text = $2${kindFilter(c)}))`;
        params.push(String(trace.id));
      }
    }
    if (!where) continue;
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${quote(c.table_name)} where ${where}`,
      params,
    );
    if (Number(row?.n) > 0) found.push(`${c.table_name}.${c.column_name}: ${row!.n}`);
  }
  return found;
}
