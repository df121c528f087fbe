/** The constraint name when `err` is a unique violation (SQLSTATE 23505), else null. Works for pg and PGlite. */
export function isUniqueViolation(err: unknown): string | null {
  const e = findPgError(err);
  return e?.code === "23505" ? (e.constraint ?? e.detail ?? "unique") : null;
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

// SQLSTATE classes and driver errors that mean "the database cannot be reached right now"
// (restarting, refusing connections, pool exhausted, PgBouncer giving up on a server), as
// opposed to a faulty query: these answer 503 with Retry-After rather than 500.
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_NET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|query_wait_timeout|server conn crashed|no more connections allowed|pgbouncer cannot connect to server|server login has been failing|the database system is (starting up|shutting down)/i;

/** Whether `err` (or its cause) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === "object"; i++) {
    const e = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_NET_CODES.has(e.code)))
      return true;
    // PgBouncer reports its own failures as protocol violations (08P01) with a telling message.
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    cur = e.cause;
  }
  return false;
}
