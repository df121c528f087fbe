/** The constraint name when `err` is a unique violation (SQLSTATE 23505), else null. Works for pg and PGlite. */
export function isUniqueViolation(err: unknown): string | null {
  const e = findPgError(err);
  return e?.code === "23505" ? (e.constraint ?? e.detail ?? "unique") : null;
}

export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err)?.code === "23503";
}

type PgErrorLike = { code?: string; constraint?: string; detail?: string };

// Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
function findPgError(err: unknown): PgErrorLike | null {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === "object"; i++) {
    const e = cur as PgErrorLike & { cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return null;
}
