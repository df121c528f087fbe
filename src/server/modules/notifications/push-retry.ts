// How pushes go out at scale (issue #37): a bounded number at a time, and a push service's
// "not now" (429, 5xx) retried after the wait it asks for, or an exponential back-off.

/** Attempts per push, the first included. */
export const PUSH_ATTEMPTS = 4;
const BASE_DELAY_MS = 500;
/** A longer Retry-After than this is not waited for: a late alert is a wrong alert. */
const MAX_DELAY_MS = 30_000;

/** Whether a push service's answer is worth another try. */
export const isRetryable = (status: number | undefined) => status === 429 || (status !== undefined && status >= 500);

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1): the push service's Retry-After
 * (seconds or an HTTP date) when it gave one, else 0.5 s, 1 s, 2 s… with ±25 % jitter so many
 * retries do not come back together. Null: give up (too long, or no attempts left).
 */
export function retryDelayMs(
  attempt: number,
  retryAfter: string | string[] | undefined,
  now = Date.now(),
  random = Math.random,
): number | null {
  if (attempt >= PUSH_ATTEMPTS) return null;
  const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  let wait: number | null = null;
  if (header !== undefined && header.trim() !== "") {
    const seconds = Number(header);
    wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
    if (!Number.isFinite(wait)) wait = null;
  }
  wait ??= BASE_DELAY_MS * 2 ** (attempt - 1) * (0.75 + random() / 2);
  wait = Math.max(0, wait);
  return wait > MAX_DELAY_MS ? null : wait;
}
