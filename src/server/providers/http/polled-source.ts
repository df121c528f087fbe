import { backoffDelay, type BackoffOptions } from "./backoff";
import { ProviderRequestError, type ProviderHttp } from "./provider-http";
import type { StateLog } from "./state-log";

export interface PolledSourceOptions<T> {
  /** Names the source in logs ("nba"). */
  name: string;
  url: () => string;
  parse: (json: unknown, at: number) => T;
  http: ProviderHttp;
  states: StateLog;
  /** Least time between two requests while all is well. */
  minIntervalMs: number;
  /** Growth and cap of the wait after failures; its base is `minIntervalMs`. */
  maxBackoffMs: number;
  /**
   * The back-off's base when it should not be `minIntervalMs`: a value kept for hours (a final
   * game's summary) still retries a failure within a minute.
   */
  backoffBaseMs?: number;
  now: () => number;
  random?: () => number;
}

/**
 * One remote resource polled on its own schedule (an ESPN league's scoreboard or news). It keeps
 * the last good value and when it was fetched; a failure keeps them, marks the value stale and
 * backs off exponentially with jitter (never sooner than Retry-After asks, up to the cap); a
 * success resets.
 */
export class PolledSource<T> {
  private value: T | undefined;
  private fetchedAt: number | null = null;
  private failures = 0;
  private nextAt = 0;
  private inflight: Promise<void> | null = null;
  private readonly backoff: BackoffOptions;

  constructor(private readonly opts: PolledSourceOptions<T>) {
    this.backoff = { baseMs: opts.backoffBaseMs ?? opts.minIntervalMs, maxMs: opts.maxBackoffMs, random: opts.random };
  }

  /** The last good value, or undefined before the first success. */
  get last(): T | undefined {
    return this.value;
  }

  /** When the last good value was fetched (epoch ms). */
  get updatedAt(): number | null {
    return this.fetchedAt;
  }

  /** True while the last attempt failed and an older value is served. */
  get stale(): boolean {
    return this.failures > 0;
  }

  /** Refreshes when due; never throws (a failure is logged once per state change and counted). */
  refreshIfDue(): Promise<void> {
    if (this.inflight || this.opts.now() < this.nextAt) return this.inflight ?? Promise.resolve();
    this.inflight = this.refresh().finally(() => (this.inflight = null));
    return this.inflight;
  }

  private async refresh() {
    const { opts } = this;
    try {
      const at = opts.now();
      this.value = await opts.http.getJson(opts.url(), (json) => opts.parse(json, at));
      this.fetchedAt = at;
      this.failures = 0;
      this.nextAt = opts.now() + opts.minIntervalMs;
      opts.states.record(opts.name, "ok");
    } catch (err) {
      this.failures++;
      const failure = err instanceof ProviderRequestError ? err : null;
      const wait = backoffDelay(this.failures, this.backoff);
      this.nextAt = opts.now() + Math.max(wait, Math.min(failure?.retryAfterMs ?? 0, opts.maxBackoffMs));
      opts.states.record(opts.name, failure?.outcome ?? "network_error", {
        failures: this.failures,
        message: (err as Error).message,
      });
    }
  }
}
