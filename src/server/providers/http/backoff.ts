/**
 * Exponential back-off with "equal jitter": after `failures` consecutive failures the next try
 * waits between half and all of `baseMs · 2^failures` (at most `maxMs`). The jitter keeps many
 * instances (or leagues) that failed together from retrying in step; the lower half keeps the
 * growth. `random` is injectable so tests get exact delays.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

export function backoffDelay(failures: number, opts: BackoffOptions): number {
  const random = opts.random ?? Math.random;
  const ceiling = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, failures));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random())));
}
