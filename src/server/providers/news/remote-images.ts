import { detectImageKind } from "../../lib/image-type";
import { TtlCache } from "../../lib/ttl-cache";
import type { RequestOutcome } from "../http/provider-http";

/**
 * News images of a remote provider, fetched by the server and served from this origin, so the
 * page's CSP keeps `img-src 'self'` and no reader's browser talks to the provider's CDN. Not an
 * open proxy: the caller asks only for addresses the provider itself returned (see news.module),
 * and only https addresses on the provider's image hosts are fetched, without redirects.
 */
export const NEWS_IMAGE_LIMITS = {
  /** Larger answers are dropped while reading (ESPN's photos are 30-150 kB). */
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 5_000,
  /** Enough for every article the news list holds (50). */
  cacheEntries: 100,
  cacheTtlMs: 6 * 60 * 60_000,
  /** A failed image is not asked for again for this long. */
  failureTtlMs: 10 * 60_000,
} as const;

export interface RemoteImage {
  bytes: Buffer;
  contentType: string;
}

export interface RemoteImagesOptions {
  /** Whether an address is on the provider's image hosts. */
  allowed: (url: URL) => boolean;
  fetch?: typeof fetch;
  log?: { warn(o: object, m: string): void };
  /** PROVIDER_USER_AGENT: image hosts see who asks, as the APIs do. */
  userAgent: string;
  /** Counts each download's outcome (an HTTP status, "timeout", "network_error" or "invalid_body"). */
  count?: (outcome: RequestOutcome) => void;
}

/** ESPN's images: https on espncdn.com and its subdomains. */
export const espnImageHost = (url: URL) =>
  url.protocol === "https:" && (url.hostname === "espncdn.com" || url.hostname.endsWith(".espncdn.com"));

export function remoteImages(opts: RemoteImagesOptions) {
  const cache = new TtlCache<string, RemoteImage | null>({
    ttlMs: NEWS_IMAGE_LIMITS.cacheTtlMs,
    maxEntries: NEWS_IMAGE_LIMITS.cacheEntries,
  });
  const failedAt = new Map<string, number>();
  const inflight = new Map<string, Promise<RemoteImage | null>>();

  async function download(address: string): Promise<RemoteImage | null> {
    const doFetch = opts.fetch ?? fetch;
    let outcome: RequestOutcome = "network_error";
    try {
      const res = await doFetch(address, {
        redirect: "error",
        headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/gif", "user-agent": opts.userAgent },
        signal: AbortSignal.timeout(NEWS_IMAGE_LIMITS.timeoutMs),
      });
      outcome = res.ok ? "invalid_body" : `${res.status}`;
      if (!res.ok || !res.body) throw new Error(`answered ${res.status}`);
      if (Number(res.headers.get("content-length") ?? 0) > NEWS_IMAGE_LIMITS.maxBytes) throw new Error("too large");
      const bytes = await readAtMost(res.body, NEWS_IMAGE_LIMITS.maxBytes);
      // The bytes decide, never the declared type: anything but an image is dropped.
      const kind = detectImageKind(bytes);
      if (!kind) throw new Error("not an image");
      outcome = `${res.status}`;
      return { bytes, contentType: `image/${kind}` };
    } catch (err) {
      const name = (err as Error).name;
      if (name === "TimeoutError" || name === "AbortError") outcome = "timeout";
      opts.log?.warn({ err: (err as Error).message }, "news image not available");
      return null;
    } finally {
      opts.count?.(outcome);
    }
  }

  function allows(address: string): boolean {
    try {
      const url = new URL(address);
      return opts.allowed(url) && !url.username && !url.password;
    } catch {
      return false;
    }
  }

  return {
    allows,
    /** The image behind an address the provider returned, or null (not allowed, failed, not an image). */
    async get(address: string): Promise<RemoteImage | null> {
      if (!allows(address)) return null;
      const hit = cache.get(address);
      if (hit) return hit;
      const failed = failedAt.get(address);
      if (failed !== undefined && Date.now() - failed < NEWS_IMAGE_LIMITS.failureTtlMs) return null;
      let pending = inflight.get(address);
      if (!pending) {
        const generation = cache.generation();
        pending = download(address).then((image) => {
          if (image) cache.set(address, image, generation);
          else failedAt.set(address, Date.now());
          if (failedAt.size > NEWS_IMAGE_LIMITS.cacheEntries) failedAt.delete(failedAt.keys().next().value!);
          return image;
        });
        pending.finally(() => inflight.delete(address)).catch(() => undefined);
        inflight.set(address, pending);
      }
      return pending;
    },
  };
}
export type RemoteImages = ReturnType<typeof remoteImages>;

/** Reads a body, giving up (and cancelling the download) past `max` bytes. */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Error("too large");
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}
