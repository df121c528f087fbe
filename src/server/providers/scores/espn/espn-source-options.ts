import type { RequestOutcome } from "../../http/provider-http";
import type { ProviderLog } from "../../http/state-log";

/** What the ESPN scores and news providers share: where they ask, as whom, and what they report to. */
export interface EspnSourceOptions {
  /** ESPN_BASE_URL (no trailing slash): ESPN's host, a mirror or a caching proxy. */
  baseUrl: string;
  /** PROVIDER_USER_AGENT. */
  userAgent: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** The jitter's dice (tests pass a constant). */
  random?: () => number;
  timeoutMs?: number;
  log?: ProviderLog;
  /** Counts each request's outcome (`provider_requests_total`). */
  count?: (provider: string, outcome: RequestOutcome) => void;
}
