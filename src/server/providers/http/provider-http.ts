/**
 * One way for every provider to ask a remote service for JSON: with the identifying
 * User-Agent, a timeout that covers the whole body, a size cap, and one outcome counted per
 * request. A request that does not give usable data throws ProviderRequestError, whose
 * `outcome` names what went wrong: the HTTP status ("403", "500"), "timeout", "network_error"
 * or "invalid_body" (truncated, not JSON, or not the expected shape).
 */

/** What one request came to, as counted on /metrics (`status` label). */
export type RequestOutcome = `${number}` | "timeout" | "network_error" | "invalid_body";

export class ProviderRequestError extends Error {
  constructor(
    readonly outcome: RequestOutcome,
    message: string,
    /** How long the upstream asked us to wait (Retry-After), 0 when it did not say. */
    readonly retryAfterMs = 0,
  ) {
    super(message);
    this.name = "ProviderRequestError";
  }
}

export interface ProviderHttpOptions {
  /** The `provider` label of the request counter ("espn_scores"...). */
  provider: string;
  userAgent: string;
  fetch?: typeof fetch;
  /** Headers and body together must arrive within this. */
  timeoutMs?: number;
  /** Larger bodies are dropped while reading (ESPN's biggest scoreboards are about 1 MB). */
  maxBytes?: number;
  /** Called once per request with its outcome. */
  count?: (provider: string, outcome: RequestOutcome) => void;
  /** Checks a URL before it is requested (e.g. ESPN's query rules); throws to refuse it. */
  checkUrl?: (url: URL) => void;
  /** For Retry-After dates. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** Retry-After in milliseconds: delta-seconds or an HTTP date; 0 when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number {
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : 0;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderRequestError("invalid_body", `body larger than ${max} bytes`);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function classify(err: unknown): ProviderRequestError {
  if (err instanceof ProviderRequestError) return err;
  const e = err as { name?: string; message?: string };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return new ProviderRequestError("timeout", "timed out");
  // undici's "terminated": the connection closed before the body was complete.
  if (e?.message === "terminated") return new ProviderRequestError("invalid_body", "body cut short");
  return new ProviderRequestError("network_error", e?.message ?? String(err));
}

export function providerHttp(opts: ProviderHttpOptions) {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = opts.now ?? Date.now;
  return {
    /** GETs `url` and returns `parse(json)`; throws ProviderRequestError. `parse` throwing means an invalid body. */
    async getJson<T>(url: string, parse: (json: unknown) => T): Promise<T> {
      opts.checkUrl?.(new URL(url));
      let outcome: RequestOutcome = "network_error";
      try {
        const res = await doFetch(url, {
          headers: { accept: "application/json", "user-agent": opts.userAgent },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "follow",
        }).catch((err: unknown) => {
          throw classify(err);
        });
        if (!res.ok) {
          outcome = `${res.status}`;
          await res.body?.cancel().catch(() => undefined);
          throw new ProviderRequestError(
            outcome,
            `answered ${res.status}`,
            retryAfterMs(res.headers.get("retry-after"), now()),
          );
        }
        const text = res.body
          ? await readAtMost(res.body, maxBytes).catch((err: unknown) => {
              throw classify(err);
            })
          : "";
        let value: T;
        try {
          value = parse(JSON.parse(text));
        } catch (err) {
          throw new ProviderRequestError("invalid_body", (err as Error).message);
        }
        outcome = `${res.status}`;
        return value;
      } catch (err) {
        const failure = classify(err);
        outcome = failure.outcome;
        throw failure;
      } finally {
        opts.count?.(opts.provider, outcome);
      }
    },
  };
}
export type ProviderHttp = ReturnType<typeof providerHttp>;
