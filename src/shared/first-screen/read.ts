// A read of the API as the app makes it: the query key its answer is cached under and the GET URL
// that answers it (./reads.ts, ./frame-reads.ts and ./session-read.ts build each read once).

/**
 * One read: the query key of its answer in the app's cache, and the URL that answers it. A read
 * without `url` is fetched at its key joined with "/" (`keyUrl`), as the default query function does.
 */
export interface Read<K extends readonly unknown[] = readonly unknown[], U extends string = string> {
  readonly queryKey: K;
  readonly url?: U;
  /** The first page of a paged list (an infinite query): its answer is the cached data's first page. */
  readonly pages?: true;
}

/** The URL of a key whose segments joined with "/" make it: what the default query function fetches (src/web/lib/api.ts). */
export const keyUrl = (key: readonly unknown[]) =>
  key.filter((k) => k !== undefined && k !== null && k !== "").join("/");

/** The URL that answers `read`. */
export const readUrl = (read: Read) => read.url ?? keyUrl(read.queryKey);
