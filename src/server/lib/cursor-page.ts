import type { z } from "zod";
import { decodeCursor, encodeCursor, type Page } from "@shared/schemas/common";
import { badRequest } from "./errors";

/** Decodes an opaque cursor; a cursor that is present but unreadable is a client error, not page one. */
export function readCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  const value = decodeCursor(cursor, schema);
  if (value === undefined) throw badRequest("Invalid cursor");
  return value;
}

/** Rows fetched with `limit + 1`: the extra row only says that another page exists. */
export function toPage<R, T>(rows: R[], limit: number, present: (r: R) => T, cursorOf: (r: R) => unknown): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return { items: kept.map(present), nextCursor: more && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}
