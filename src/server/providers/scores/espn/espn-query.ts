/**
 * ESPN's query rules since 2026: `dates` is one day (YYYYMMDD) or one month (YYYYMM), never a
 * `A-B` range (answered 400), and `limit` is at most 500 (600 and more are cut short without
 * a word). Queries are built here, and every ESPN request is checked against the same rules
 * before it leaves (`assertEspnQuery`), so no caller can send a range by hand.
 */
export const ESPN_LIMIT_MAX = 500;

/** One day or one month, as ESPN reads them. */
export type EspnDates = { day: Date } | { year: number; month: number };

export interface EspnQuery {
  dates?: EspnDates;
  limit?: number;
  groups?: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYYMMDD of a day (UTC) or YYYYMM of a month. */
export function espnDates(dates: EspnDates): string {
  if ("day" in dates) {
    const d = dates.day;
    if (Number.isNaN(d.getTime())) throw new RangeError("ESPN dates: invalid day");
    return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  }
  if (!Number.isInteger(dates.year) || dates.year < 1900 || dates.year > 9999)
    throw new RangeError(`ESPN dates: invalid year ${dates.year}`);
  if (!Number.isInteger(dates.month) || dates.month < 1 || dates.month > 12)
    throw new RangeError(`ESPN dates: invalid month ${dates.month}`);
  return `${dates.year}${pad(dates.month)}`;
}

const SINGLE_DATE = /^(\d{8}|\d{6})$/;

/** Throws when a URL breaks ESPN's query rules (a `dates` range or list, a `limit` above 500). */
export function assertEspnQuery(url: URL): void {
  for (const dates of url.searchParams.getAll("dates"))
    if (!SINGLE_DATE.test(dates))
      throw new RangeError(`ESPN query refused: dates=${dates} is not one day (YYYYMMDD) or one month (YYYYMM)`);
  if (url.searchParams.getAll("dates").length > 1) throw new RangeError("ESPN query refused: more than one dates");
  for (const limit of url.searchParams.getAll("limit")) {
    const n = Number(limit);
    if (!/^\d+$/.test(limit) || n < 1 || n > ESPN_LIMIT_MAX)
      throw new RangeError(`ESPN query refused: limit=${limit} is not between 1 and ${ESPN_LIMIT_MAX}`);
  }
}

/** The query string (with its "?") of an ESPN request, or "" when there is none. */
export function espnQuery(query: EspnQuery | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  if (query.dates) params.set("dates", espnDates(query.dates));
  if (query.groups !== undefined) params.set("groups", String(query.groups));
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  const qs = params.toString();
  const url = new URL(`http://espn.invalid/?${qs}`);
  assertEspnQuery(url);
  return qs ? `?${qs}` : "";
}
